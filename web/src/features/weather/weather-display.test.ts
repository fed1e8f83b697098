import { describe, expect, it } from 'vitest';
import { asOfText, compassDirection, forecastDayText, rainWarning, windDirectionText } from './weather-display';

const dry = { precipitation: 0, weatherCode: 1, humidity: 40 };

describe('rain warning', () => {
  it('shows when precipitation is above 0', () => {
    expect(rainWarning({ ...dry, precipitation: 0.1 }, 1)).toBe(true);
    expect(rainWarning(dry, 1)).toBe(false);
  });

  it('shows for drizzle and rain codes 51-67 and showers 80-82, not around them', () => {
    for (const code of [51, 55, 61, 63, 67, 80, 81, 82])
      expect(rainWarning({ ...dry, weatherCode: code }, 1)).toBe(true);
    for (const code of [0, 2, 45, 50, 68, 71, 79, 83, 95])
      expect(rainWarning({ ...dry, weatherCode: code }, 1)).toBe(false);
  });

  it('shows for overcast (3) only with humidity above 85', () => {
    expect(rainWarning({ ...dry, weatherCode: 3, humidity: 86 }, 1)).toBe(true);
    expect(rainWarning({ ...dry, weatherCode: 3, humidity: 85 }, 1)).toBe(false);
    expect(rainWarning({ ...dry, weatherCode: 2, humidity: 95 }, 1)).toBe(false);
  });

  it('always shows for route 859', () => {
    expect(rainWarning(dry, 859)).toBe(true);
    expect(rainWarning(dry, 858)).toBe(false);
  });
});

describe('wind direction', () => {
  it('names the 16 compass points', () => {
    expect(compassDirection(0)).toBe('N');
    expect(compassDirection(22.5)).toBe('NNE');
    expect(compassDirection(90)).toBe('E');
    expect(compassDirection(225)).toBe('SW');
    expect(compassDirection(320)).toBe('NW');
    expect(compassDirection(350)).toBe('N');
    expect(compassDirection(360)).toBe('N');
    expect(compassDirection(-90)).toBe('W');
    expect(compassDirection(Number.NaN)).toBe('—');
  });

  it('reads as compass text and degrees', () => {
    expect(windDirectionText(225)).toBe('SW (225°)');
    expect(windDirectionText(12.6)).toBe('NNE (13°)');
  });
});

describe('dates', () => {
  it("shows only the time for today's saved weather, else the day too, in South African time", () => {
    const now = new Date('2025-06-10T13:00:00Z'); // 15:00 SAST
    const saidAs = (at: string) => asOfText(at, now);
    expect(
      [
        '2025-06-10T07:05:00Z',
        '2025-06-08T07:05:00Z',
        '2025-06-09T21:30:00Z', // 23:30 SAST on the 9th: the 9th, whatever zone the phone is set to
        '2025-06-09T22:30:00Z', // 00:30 SAST on the 10th (still the 9th in UTC): today
        'not a time',
      ].map(saidAs),
    ).toEqual(['09:05', 'Sun 8 Jun, 09:05', 'Mon 9 Jun, 23:30', '00:30', 'an earlier visit']);
  });

  it('formats a forecast day as weekday, day and month', () => {
    expect(forecastDayText('2025-11-22')).toMatch(/Sat.*22 Nov/);
  });
});
