import { describe, expect, it } from 'vitest';
import { agreementLabel, countAgreement, drainageHint, modelVerdictAt } from './model-agreement.js';

const at = (n: number) => new Date(Date.UTC(2026, 10, 25, 6) - n * 3_600_000).toISOString();

describe('the model against rider reports', () => {
  it('counts a report as agreeing when its condition stands for the model verdict, and ignores closures', () => {
    const count = countAgreement([
      { routeId: 1, condition: 'muddy', modelVerdict: 'poor' },
      { routeId: 1, condition: 'tacky', modelVerdict: 'good' },
      { routeId: 1, condition: 'wet', modelVerdict: 'good' },
      { routeId: 1, condition: 'dry', modelVerdict: 'poor' },
      { routeId: 1, condition: 'blocked', modelVerdict: 'good' },
      { routeId: 1, condition: 'dry', modelVerdict: null },
    ]);
    expect(count).toEqual({ reports: 4, agreed: 2, wetter: 1, drier: 1 });
    expect(agreementLabel(count)).toBe('Agreed 2 of 4 reports (50%)');
    expect(agreementLabel(countAgreement([]))).toBe('No reports to compare yet');
  });

  it('suggests a drainage only when most of at least 3 reports disagree one way', () => {
    const wetter = { reports: 4, agreed: 1, wetter: 3, drier: 0 };
    expect(drainageHint(wetter)).toBe('Riders found it wetter than the model: consider "drains slowly"');
    expect(drainageHint({ reports: 3, agreed: 0, wetter: 0, drier: 3 })).toBe(
      'Riders found it drier than the model: consider "drains fast"',
    );
    expect(drainageHint({ reports: 4, agreed: 2, wetter: 2, drier: 0 })).toBeNull();
    expect(drainageHint({ reports: 2, agreed: 0, wetter: 2, drier: 0 })).toBeNull();
  });

  it("gives the model's verdict for an hour from the weather alone, null without rain data", () => {
    const rain = Array.from({ length: 168 }, (_, i) => ({ time: at(167 - i), value: i >= 160 ? 5 : 0 }));
    const input = { surface: 'clay' as const, drainage: 'normal' as const, rainHourly: rain };
    expect(modelVerdictAt(input, Date.parse(at(0)) + 60_000)).toBe('poor');
    expect(modelVerdictAt({ ...input, rainHourly: [] }, Date.parse(at(0)))).toBeNull();
  });
});
