import { describe, expect, it } from 'vitest';
import { saAsOf } from '../../lib/date-formats';
import { keptOutlookVerdict, outlookDayLabel, outlookStillAhead, reasonText } from './outlook-text';

const days = ['2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({
  date,
  verdict: 'poor' as const,
  reason: 'Estimate: still drying from earlier rain; drying about 12 mm a day',
}));
const kept = { rideableFrom: '2026-11-29T10:00:00.000Z', outlook: days, verdict: 'poor' as const };

describe('the outlook as the rider reads it', () => {
  it('names a day by its own date, whatever the device clock', () => {
    expect(outlookDayLabel('2026-11-28')).toBe('Sat 28 Nov');
    expect(reasonText(days[0].reason)).toBe('Still drying from earlier rain; drying about 12 mm a day');
  });

  it('keeps only the days still ahead in South Africa, also at 23:30 SAST and past midnight', () => {
    // Fri 23:30 SAST: Friday is still today.
    expect(outlookStillAhead(kept, Date.parse('2026-11-27T21:30:00Z'))?.outlook.map((d) => d.date)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Sat 00:30 SAST (still Friday in UTC): Friday is gone.
    expect(outlookStillAhead(kept, Date.parse('2026-11-27T22:30:00Z'))?.outlook[0].date).toBe('2026-11-28');
    // Sun 12:00 SAST: the "rideable from" Sun 12:00 SAST (10:00 UTC) has passed.
    const sunday = outlookStillAhead(kept, Date.parse('2026-11-29T10:00:00Z'));
    expect(sunday?.rideableFrom).toBeNull();
    expect(outlookStillAhead(kept, Date.parse('2026-11-30T08:00:00Z'))).toBeNull();
  });

  it('says when it was received in South African time', () => {
    const at = '2026-11-27T07:10:00.000Z'; // 09:10 SAST
    expect(saAsOf(at, Date.parse('2026-11-27T21:30:00Z'))).toBe('09:10');
    expect(saAsOf(at, Date.parse('2026-11-27T22:30:00Z'))).toBe('Fri 27 Nov, 09:10');
  });
});

describe('offline, with nothing newer than the kept outlook', () => {
  const snapshot = {
    data: { ...kept, outlook: [{ ...days[0], verdict: 'fair' as const }, ...days.slice(1)] },
    fetchedAt: '2026-11-27T07:10:00.000Z',
  };

  it("says today's day of it, as an estimate, with the time it was received", () => {
    const verdict = keptOutlookVerdict(snapshot, Date.parse('2026-11-27T21:30:00Z')); // Fri 23:30 SAST
    expect(verdict?.verdict).toBe('fair');
    expect(verdict?.reasons).toEqual([
      'Estimate from the last outlook seen on this device: Still drying from earlier rain; drying about 12 mm a day',
    ]);
    expect(verdict?.asOf).toBe(snapshot.fetchedAt);
    // Sat 00:30 SAST: Saturday's day.
    expect(keptOutlookVerdict(snapshot, Date.parse('2026-11-27T22:30:00Z'))?.verdict).toBe('poor');
  });

  it('says nothing when no kept day is today', () => {
    expect(keptOutlookVerdict(snapshot, Date.parse('2026-11-30T08:00:00Z'))).toBeNull();
    expect(keptOutlookVerdict(undefined, Date.parse('2026-11-27T08:00:00Z'))).toBeNull();
  });
});
