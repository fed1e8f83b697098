/** Types for the Open-Meteo stand-in (fake-open-meteo.mjs), used by the API tests. */
export type FakeWeatherScenario =
  | 'clear'
  | 'warm'
  | 'rain'
  | 'storm'
  | 'hot'
  | 'heat'
  | 'windy'
  | 'dry'
  | 'wet48h'
  | 'soaked'
  | 'error'
  | 'malformed'
  | 'drop'
  | 'hang';

export const SCENARIOS: FakeWeatherScenario[];

/** Past rain by hours ago: `{ 25: 3 }` is 3 mm in the hour that ended 25 hours ago. */
export type RainHistory = Record<number, number>;

export interface FakeOpenMeteo {
  /** Base URL to pass as OPEN_METEO_BASE_URL. */
  url: string;
  /** Calls to /v1/forecast so far. */
  hits(): number;
  /** Calls to /v1/elevation so far. */
  elevationHits(): number;
  requests: URL[];
  /** For every location, or only for the trailhead `at`. */
  setScenario(name: FakeWeatherScenario, at?: { lat: number; lng: number }): void;
  /** Exact past rain (every other past hour 0) for every location or the trailhead `at`; null clears. */
  setRainHistory(history: RainHistory | null, at?: { lat: number; lng: number }): void;
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

/** The JSON body Open-Meteo would send for `url` in a data scenario; `rainHistory` replaces its past rain. */
export function forecastBody(
  url: URL,
  scenario: Exclude<FakeWeatherScenario, 'error' | 'malformed' | 'drop' | 'hang'>,
  rainHistory?: RainHistory | null,
): unknown;

/** 'hoursAgo:mm,...' as a rain history; null when the text is not that. */
export function parseRainHistory(text: string): RainHistory | null;

/** The made-up terrain /v1/elevation answers with (metres, 0.1 m steps). */
export function elevationAt(lat: number, lng: number): number;

/** Status and JSON body of /v1/elevation for `url` (400 for more than 100 or unmatched coordinates). */
export function elevationBody(url: URL): { status: number; body: unknown };
