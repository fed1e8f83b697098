import { TRAIL_STATUSES, type TrailStatus } from '@trailfinder/shared-types';

export interface ConditionsInput {
  weatherCode: number;
  /** °C */
  temperature: number;
  /** km/h */
  windSpeed: number;
  /** mm in the latest interval */
  precipitation: number;
  /** mm over the past 24 and 48 hours */
  rainLast24h: number;
  rainLast48h: number;
}

interface Factor {
  status: TrailStatus;
  advice: string;
}

const THUNDER = [95, 96, 99];
const HEAVY_RAIN = [65, 67, 82];
const MODERATE_RAIN = [55, 57, 63, 66, 81];
const ICE_OR_SNOW = [56, 57, 66, 67, 71, 73, 75, 77, 85, 86];
const FOG = [45, 48];
const isRainCode = (c: number) => (c >= 51 && c <= 67) || (c >= 80 && c <= 82);

const n1 = (v: number) => String(Math.round(v * 10) / 10);
const severity = (s: TrailStatus) => TRAIL_STATUSES.indexOf(s);

/*
 * Thresholds (the worst factor sets the status):
 *   closed  thunderstorm (WMO 95/96/99), or more than 20 mm of rain in the past 24 h
 *   poor    heavy or moderate rain now (WMO 55/57/63/65/66/67/81/82, or >= 1 mm in the interval),
 *           10-20 mm in 24 h, snow or ice, wind >= 50 km/h, temperature >= 40 °C
 *   fair    light rain now, >= 2 mm in 24 h or >= 10 mm in 48 h, fog, wind >= 35 km/h,
 *           temperature >= 35 °C or <= 2 °C
 *   good    a little rain (>= 0.5 mm) in 48 h, wind >= 25 km/h, temperature >= 30 °C or < 8 °C
 *   excellent  none of the above
 * Wet singletrack is where riding does lasting damage, hence rain weighs most; the rest is
 * about the rider's safety and comfort.
 */
function factors(w: ConditionsInput): Factor[] {
  const out: Factor[] = [];
  const add = (status: TrailStatus, advice: string) => out.push({ status, advice });
  const code = w.weatherCode;
  const rainingNow = w.precipitation > 0 || isRainCode(code);

  if (THUNDER.includes(code))
    add(
      'closed',
      'Thunderstorms at the trailhead: stay off the trail. Lightning on exposed ridges is a real danger; wait until the storm has passed.',
    );
  if (w.rainLast24h > 20)
    add(
      'closed',
      `${n1(w.rainLast24h)} mm of rain in the last 24 hours: the trails will be waterlogged and riding them now causes lasting damage. Give them a day or two to drain.`,
    );
  else if (w.rainLast24h >= 10)
    add(
      'poor',
      `${n1(w.rainLast24h)} mm of rain in the last 24 hours: expect deep mud and standing water. Check whether the trail park is open and stay off wet singletrack.`,
    );
  else if (w.rainLast24h >= 2 || w.rainLast48h >= 10)
    add(
      'fair',
      `Rain recently (${n1(w.rainLast24h)} mm in 24 hours, ${n1(w.rainLast48h)} mm in 48 hours): expect muddy patches. Ride through puddles, not around them, so the trail doesn't widen.`,
    );
  else if (w.rainLast48h >= 0.5)
    add('good', 'A little rain in the past two days: mostly dry, with the odd damp patch in shaded sections.');

  if (rainingNow && !THUNDER.includes(code)) {
    if (HEAVY_RAIN.includes(code) || w.precipitation >= 4)
      add(
        'poor',
        'Heavy rain right now: roots and rocks are slippery and the trail will churn to mud. Better to wait until it clears.',
      );
    else if (MODERATE_RAIN.includes(code) || w.precipitation >= 1)
      add(
        'poor',
        "It's raining: surfaces are slippery and wet trails are easily damaged. Consider waiting for the rain to pass.",
      );
    else
      add(
        'fair',
        'Light rain: surfaces will be slippery. Ride with care and go easy on the brakes over roots and rocks.',
      );
  }
  if (ICE_OR_SNOW.includes(code))
    add(
      'poor',
      'Snow or freezing rain: expect ice on the trail, especially in shaded sections. Only ride if you know the conditions.',
    );
  if (FOG.includes(code))
    add(
      'fair',
      'Fog: visibility is poor. Use lights and ride at a pace that lets you stop within the distance you can see.',
    );

  if (w.windSpeed >= 50)
    add('poor', `Strong wind (${n1(w.windSpeed)} km/h): watch for falling branches and take care on exposed sections.`);
  else if (w.windSpeed >= 35)
    add('fair', `Gusty wind (${n1(w.windSpeed)} km/h): expect hard going on exposed climbs and ridges.`);
  else if (w.windSpeed >= 25) add('good', `Breezy (${n1(w.windSpeed)} km/h) on exposed sections.`);

  if (w.temperature >= 40)
    add(
      'poor',
      `Extreme heat (${n1(w.temperature)} °C): heat exhaustion is a real risk. Ride at dawn or not at all, and carry more water than you think you need.`,
    );
  else if (w.temperature >= 35)
    add('fair', `Hot (${n1(w.temperature)} °C): ride early or late, carry plenty of water and wear sun protection.`);
  else if (w.temperature >= 30) add('good', `Warm (${n1(w.temperature)} °C): take extra water.`);
  else if (w.temperature <= 2)
    add('fair', `Near freezing (${n1(w.temperature)} °C): watch for frost on shaded sections and dress in layers.`);
  else if (w.temperature < 8) add('good', `Cool (${n1(w.temperature)} °C): bring a warm layer.`);

  return out;
}

/** The trail status and the advice a rider reads under the current weather. */
export function trailConditions(w: ConditionsInput): { trailStatus: TrailStatus; recommendation: string } {
  const found = factors(w).sort((a, b) => severity(b.status) - severity(a.status));
  if (found.length === 0)
    return {
      trailStatus: 'excellent',
      recommendation:
        'Excellent riding conditions: dry trails, light wind and comfortable temperatures. Enjoy the ride!',
    };
  const trailStatus = found[0].status;
  const advice = found.slice(0, 3).map((f) => f.advice);
  if (trailStatus === 'good') advice.unshift('Good riding conditions.');
  return { trailStatus, recommendation: advice.join(' ') };
}
