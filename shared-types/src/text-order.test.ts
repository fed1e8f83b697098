import { describe, expect, it } from 'vitest';
import { byCodeUnits, byName } from './text-order.js';

describe('byName', () => {
  it('orders names alphabetically, whatever their case', () => {
    expect(['tokai', 'Jonkershoek', 'Delvera', 'afrikaburg'].sort(byName)).toEqual([
      'afrikaburg',
      'Delvera',
      'Jonkershoek',
      'tokai',
    ]);
  });

  it('puts an accented name with its plain spelling, and is the same on every run', () => {
    const names = ['Eden', 'Zebra', 'Élan', 'elan', 'Ezel'];
    expect([...names].sort(byName)).toEqual(['Eden', 'elan', 'Élan', 'Ezel', 'Zebra']);
    expect([...names].reverse().sort(byName)).toEqual(['Eden', 'elan', 'Élan', 'Ezel', 'Zebra']);
  });

  it("gives the order localeCompare gives for the catalogue's kind of names", () => {
    const names = ['Pink & Green Family Loops', 'Northern Farm', 'Groenkloof Nature Reserve MTB Trails', 'Giba Gorge'];
    expect([...names].sort(byName)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('byCodeUnits', () => {
  it('orders ISO timestamps in time order', () => {
    const times = ['2026-11-25T10:00:00.000Z', '2026-01-02T09:00:00.000Z', '2026-11-25T09:59:59.999Z'];
    expect(times.sort(byCodeUnits)).toEqual([
      '2026-01-02T09:00:00.000Z',
      '2026-11-25T09:59:59.999Z',
      '2026-11-25T10:00:00.000Z',
    ]);
  });
});
