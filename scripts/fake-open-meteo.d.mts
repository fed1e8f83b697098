/** Types for the Open-Meteo stand-in (fake-open-meteo.mjs), used by the API tests. */
export type FakeWeatherScenario =
  'clear' | 'rain' | 'storm' | 'hot' | 'windy' | 'error' | 'malformed' | 'drop' | 'hang';

export const SCENARIOS: FakeWeatherScenario[];

export interface FakeOpenMeteo {
  /** Base URL to pass as OPEN_METEO_BASE_URL. */
  url: string;
  /** Calls to /v1/forecast so far. */
  hits(): number;
  requests: URL[];
  /** For every location, or only for the trailhead `at`. */
  setScenario(name: FakeWeatherScenario, at?: { lat: number; lng: number }): void;
  /** Simulated network latency for the answers. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export function startFakeOpenMeteo(options?: {
  port?: number;
  host?: string;
  scenario?: FakeWeatherScenario;
  delayMs?: number;
}): Promise<FakeOpenMeteo>;

/** The JSON body Open-Meteo would send for `url` in a data scenario. */
export function forecastBody(
  url: URL,
  scenario: Exclude<FakeWeatherScenario, 'error' | 'malformed' | 'drop' | 'hang'>,
): unknown;
