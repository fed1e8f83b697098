import { describe, expect, it, vi } from 'vitest';
import { eventTypeOptions, NO_EVENT_FILTERS, provinceOptions, upcomingEvents } from './event-filters';
import { matchesEventFilters } from '@trailfinder/shared-types/rules';
import { makeEvent } from './event-test-fixture';

const events = [
  makeEvent({ id: 1, province: 'Western Cape', eventType: 'Stage Race', raceType: 'stage-race' }),
  makeEvent({ id: 2, province: 'Western Cape', eventType: 'Marathon' }),
  makeEvent({ id: 3, province: 'Western Cape', eventType: 'Gravel', raceType: 'gravel' }),
  makeEvent({ id: 4, province: 'KwaZulu-Natal', eventType: 'Stage Race', raceType: 'stage-race' }),
  makeEvent({ id: 5, province: 'Limpopo', eventType: 'Marathon' }),
];

describe('event dropdown options', () => {
  it('show each province with its count and hide provinces without events', () => {
    expect(provinceOptions(events, 'all').map((o) => o.label)).toEqual([
      'All Provinces (5)',
      'KwaZulu-Natal (1)',
      'Limpopo (1)',
      'Western Cape (3)',
    ]);
  });

  it('show each event type with its count, alphabetically', () => {
    expect(eventTypeOptions(events, 'all').map((o) => o.label)).toEqual([
      'All Event Types (5)',
      'Gravel (1)',
      'Marathon (2)',
      'Stage Race (2)',
    ]);
  });

  it('keep the current choice visible, as (0), once its events are gone', () => {
    const labels = provinceOptions(events, 'Gauteng').map((o) => o.label);
    expect(labels).toContain('Gauteng (0)');
    expect(labels).not.toContain('Free State (0)');
  });

  it('count an empty list as zero and offer only "all"', () => {
    expect(provinceOptions([], 'all')).toEqual([{ value: 'all', label: 'All Provinces (0)', count: 0 }]);
  });
});

describe('event filters', () => {
  it('match province and type, ignoring letter case; "all" matches everything', () => {
    const wc = events.filter((e) => matchesEventFilters(e, { province: 'western cape', type: 'all' }));
    expect(wc.map((e) => e.id)).toEqual([1, 2, 3]);
    const wcStage = events.filter((e) => matchesEventFilters(e, { province: 'Western Cape', type: 'stage race' }));
    expect(wcStage.map((e) => e.id)).toEqual([1]);
    expect(events.filter((e) => matchesEventFilters(e, NO_EVENT_FILTERS))).toHaveLength(5);
    expect(events.filter((e) => matchesEventFilters(e, { province: 'Limpopo', type: 'Gravel' }))).toEqual([]);
  });
});

describe('upcoming events', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('keep active events from the start of today (South African time), soonest first', () => {
    const list = upcomingEvents(
      [
        makeEvent({ id: 1, eventDate: '2025-07-01T05:00:00Z' }),
        makeEvent({ id: 2, eventDate: '2025-06-09T21:59:00Z' }), // 23:59 on the 9th in SA: yesterday
        makeEvent({ id: 3, eventDate: '2025-06-09T22:00:00Z' }), // midnight on the 10th in SA: today
        makeEvent({ id: 4, eventDate: '2025-06-20T05:00:00Z', isActive: false }),
        makeEvent({ id: 5, eventDate: '2025-06-15T05:00:00Z' }),
      ],
      now,
    );
    expect(list.map((e) => e.id)).toEqual([3, 5, 1]);
  });

  it('leave out an event with an unreadable date and only log it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = upcomingEvents(
      [makeEvent({ id: 1, eventDate: 'soon' }), makeEvent({ id: 2 })],
      new Date('2025-01-01'),
    );
    expect(list.map((e) => e.id)).toEqual([2]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable date'), expect.any(RangeError));
    warn.mockRestore();
  });
});
