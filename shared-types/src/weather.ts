import { z } from 'zod';
import { TRAIL_STATUSES } from './weather-rules.js';

export const TrailStatus = z.enum(TRAIL_STATUSES);
export type TrailStatus = z.infer<typeof TrailStatus>;

/** GET /api/routes/:id/weather: conditions at the trailhead (the first coordinate pair). */
export const CurrentWeather = z.object({
  /** °C */
  temperature: z.number(),
  /** relative humidity, % */
  humidity: z.number(),
  /** km/h at 10 m */
  windSpeed: z.number(),
  /** degrees the wind comes from (0 = north, 90 = east) */
  windDirection: z.number(),
  description: z.string(),
  /** mm in the latest reporting interval */
  precipitation: z.number(),
  /** mm over the past 24 hours: what makes trails muddy after the rain has stopped */
  precipitationLast24h: z.number(),
  weatherCode: z.number().int(),
  /** ISO time of the observation */
  timestamp: z.string(),
});
export type CurrentWeather = z.infer<typeof CurrentWeather>;

export const WeatherResponse = z.object({
  weather: CurrentWeather,
  trailStatus: TrailStatus,
  recommendation: z.string(),
});
export type WeatherResponse = z.infer<typeof WeatherResponse>;

export const ForecastDay = z.object({
  /** local date, YYYY-MM-DD */
  date: z.string(),
  description: z.string(),
  weatherCode: z.number().int(),
  /** % */
  precipitationProbability: z.number(),
  /** km/h, the day's maximum */
  windSpeed: z.number(),
  /** °C */
  maxTemp: z.number(),
  minTemp: z.number(),
});
export type ForecastDay = z.infer<typeof ForecastDay>;

/** GET /api/routes/:id/forecast: 7 days starting today. */
export const ForecastResponse = z.object({ forecast: z.object({ daily: z.array(ForecastDay) }) });
export type ForecastResponse = z.infer<typeof ForecastResponse>;
