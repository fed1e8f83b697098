import { parseSaTime, type DayValue, type HourValue } from '@trailfinder/shared-types';
import type { OpenMeteoDrying } from './open-meteo.js';

/** Hourly forecasts further ahead than this are left out: the daily sums stand in (decision 075). */
export const FORECAST_HOURS = 72;
const HOUR = 3_600_000;

/** The drying outlook's weather inputs, in the shapes `computeOutlook` reads. */
export interface DryingWeather {
  rainHourly: HourValue[];
  soilHourly: HourValue[];
  rainDaily: DayValue[];
  et0Daily: DayValue[];
}

/** Open-Meteo's parallel arrays as the model's values, hourly cut at 72 h after `nowMs`. */
export function toDryingWeather(data: OpenMeteoDrying, nowMs: number): DryingWeather {
  const h = data.hourly;
  const keep = h.time.flatMap((time, i) => (parseSaTime(time) <= nowMs + FORECAST_HOURS * HOUR ? [i] : []));
  const hourly = (values: readonly (number | null)[] | undefined): HourValue[] =>
    values ? keep.map((i) => ({ time: h.time[i], value: values[i] ?? null })) : [];
  const daily = (values: readonly (number | null)[]): DayValue[] =>
    data.daily.time.map((date, i) => ({ date, value: values[i] ?? null }));
  return {
    rainHourly: hourly(h.precipitation),
    soilHourly: hourly(h.soil_moisture_0_to_1cm),
    rainDaily: daily(data.daily.precipitation_sum),
    et0Daily: daily(data.daily.et0_fao_evapotranspiration),
  };
}
