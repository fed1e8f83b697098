import { describe, expect, it } from 'vitest';
import { saAsOf } from '../../lib/date-formats';
import { outlookDayLabel, outlookStillAhead, reasonText } from './outlook-text';

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
