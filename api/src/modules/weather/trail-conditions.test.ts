import { describe, expect, it } from 'vitest';
import { trailConditions, type ConditionsInput } from './trail-conditions.js';

const fine: ConditionsInput = {
  weatherCode: 1,
  temperature: 21,
  windSpeed: 10,
  precipitation: 0,
  rainLast24h: 0,
  rainLast48h: 0,
};
const status = (change: Partial<ConditionsInput>) => trailConditions({ ...fine, ...change }).trailStatus;

describe('trailConditions', () => {
  it('is excellent when dry, calm and mild', () => {
    expect(trailConditions(fine)).toEqual({
      trailStatus: 'excellent',
      recommendation: expect.stringMatching(/^Excellent riding conditions/),
    });
  });

  it('closes trails in thunderstorms and after more than 20 mm in 24 hours', () => {
    expect(status({ weatherCode: 95 })).toBe('closed');
    expect(status({ weatherCode: 99 })).toBe('closed');
    expect(status({ rainLast24h: 20.5, rainLast48h: 20.5 })).toBe('closed');
    expect(trailConditions({ ...fine, rainLast24h: 25, rainLast48h: 25 }).recommendation).toMatch(/25 mm/);
  });

  it('rates rain now and recent rain by amount', () => {
    expect(status({ weatherCode: 65, precipitation: 5 })).toBe('poor');
    expect(status({ weatherCode: 63, precipitation: 1.2 })).toBe('poor');
    expect(status({ weatherCode: 51, precipitation: 0.2 })).toBe('fair');
    expect(status({ rainLast24h: 12, rainLast48h: 12 })).toBe('poor');
    expect(status({ rainLast24h: 3, rainLast48h: 3 })).toBe('fair');
    expect(status({ rainLast24h: 0, rainLast48h: 11 })).toBe('fair');
    expect(status({ rainLast48h: 1 })).toBe('good');
  });

  it('weighs wind, heat, cold, fog and ice', () => {
    expect(status({ windSpeed: 55 })).toBe('poor');
    expect(status({ windSpeed: 40 })).toBe('fair');
    expect(status({ windSpeed: 28 })).toBe('good');
    expect(status({ temperature: 41 })).toBe('poor');
    expect(status({ temperature: 36 })).toBe('fair');
    expect(status({ temperature: 31 })).toBe('good');
    expect(status({ temperature: 1 })).toBe('fair');
    expect(status({ temperature: 6 })).toBe('good');
    expect(status({ weatherCode: 45 })).toBe('fair');
    expect(status({ weatherCode: 71 })).toBe('poor');
  });

  it('leads with the worst problem and adds the others', () => {
    const r = trailConditions({ ...fine, temperature: 36, windSpeed: 55 });
    expect(r.trailStatus).toBe('poor');
    expect(r.recommendation).toMatch(/^Strong wind \(55 km\/h\).*Hot \(36 °C\)/);
    expect(trailConditions({ ...fine, temperature: 31 }).recommendation).toBe(
      'Good riding conditions. Warm (31 °C): take extra water.',
    );
  });
});
