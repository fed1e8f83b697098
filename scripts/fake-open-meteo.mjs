#!/usr/bin/env node
/**
 * A stand-in for Open-Meteo's /v1/forecast and /v1/elevation, for tests and local runs without
 * internet.
 *
 *   node scripts/fake-open-meteo.mjs            # port from PORT (default 8787)
 *   FAKE_WEATHER=rain node scripts/fake-open-meteo.mjs
 *   OPEN_METEO_BASE_URL=http://127.0.0.1:8787 npm start
 *
 * Scenarios, each giving one trail status: clear (default; excellent), warm (good: 31 °C), hot (fair:
 * 37.5 °C), windy (poor: 62 km/h), rain (poor, and 'Currently raining'), heat (poor: extreme heat,
 * 41 °C), storm (closed: thunderstorm); and the failures error (HTTP 500), malformed (bad JSON),
 * drop (connection reset), hang (never answers), and three rain histories for the trail verdict
 * (ask with past_days=3&hourly=precipitation; hourly values are the rain of the hour ending at
 * `time`, so "h hours ago" is the hour that ended h hours before now):
 *   dry     no rain in the past 72 h; 3 mm in every forecast hour, which a verdict must ignore
 *   wet48h  18 mm in the past 48 h (3 mm an hour, 25-30 hours ago), dry since
 *   soaked  45 mm in the past 72 h (1 mm an hour 40-52 h ago, 4 mm an hour 2-9 h ago), overcast now
 * Change them while it runs:
 *   GET /__scenario?set=rain                              every location
 *   GET /__scenario?set=rain&latitude=-33.9&longitude=18.8 one trailhead only
 *   GET /__scenario?rainHistory=25:3,26:3.5               exact past rain as hoursAgo:mm pairs (every
 *                                                         other past hour 0); add latitude/longitude for
 *                                                         one trailhead, rainHistory= (empty) to clear
 *   GET /__scenario?reset=1                               back to the start-up scenario, no histories
 *   GET /__hits                                            { hits, elevationHits } calls so far
 * /v1/elevation?latitude=a,b&longitude=x,y answers { elevation: [..] } from elevationAt(), a smooth
 * made-up terrain (never a real one), at most 100 coordinates per call. The failure scenarios
 * (error, malformed, drop, hang) apply to it too; the weather scenarios do not change it.
 * The API caches weather for 5 minutes per trail, so switch before a trail is first viewed.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const SCENARIOS = [
  'clear',
  'warm',
  'rain',
  'storm',
  'hot',
  'heat',
  'windy',
  'dry',
  'wet48h',
  'soaked',
  'error',
  'malformed',
  'drop',
  'hang',
];

/** Current conditions per data scenario; rain24 is spread over the last 24 hourly values. */
const CURRENT = {
  clear: { temperature: 22.4, humidity: 45, precipitation: 0, code: 1, wind: 11.2, direction: 135, rain24: 0 },
  rain: { temperature: 14.1, humidity: 94, precipitation: 2.6, code: 63, wind: 18.5, direction: 300, rain24: 12 },
  storm: { temperature: 19.8, humidity: 88, precipitation: 6.2, code: 95, wind: 42, direction: 270, rain24: 31 },
  warm: { temperature: 31.2, humidity: 30, precipitation: 0, code: 1, wind: 12, direction: 20, rain24: 0 },
  hot: { temperature: 37.5, humidity: 18, precipitation: 0, code: 0, wind: 9, direction: 45, rain24: 0 },
  heat: { temperature: 41.3, humidity: 12, precipitation: 0, code: 0, wind: 14, direction: 10, rain24: 0 },
  windy: { temperature: 17, humidity: 50, precipitation: 0, code: 2, wind: 62, direction: 315, rain24: 0 },
  dry: { temperature: 24.1, humidity: 38, precipitation: 0, code: 0, wind: 8.5, direction: 90, rain24: 0 },
  wet48h: { temperature: 19.6, humidity: 72, precipitation: 0, code: 2, wind: 10.4, direction: 160, rain24: 0 },
  soaked: { temperature: 13.2, humidity: 96, precipitation: 0, code: 3, wind: 14, direction: 290, rain24: 0 },
};

/** mm per hour, by hours ago; ranges are inclusive. */
const spell = (from, to, mm) => Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, mm]));
/** Past rain (hoursAgo -> mm) and rain in every forecast hour, for the rain-history scenarios. */
const RAIN_HISTORIES = {
  dry: { past: {}, forecastMm: 3 },
  wet48h: { past: spell(25, 30, 3), forecastMm: 0 },
  soaked: { past: { ...spell(40, 52, 1), ...spell(2, 9, 4) }, forecastMm: 0 },
};

/** 'hoursAgo:mm,...' -> { hoursAgo: mm }; null when the text is not that. */
export function parseRainHistory(text) {
  if (text.trim() === '') return {};
  const history = {};
  for (const pair of text.split(',')) {
    const m = /^\s*(\d{1,3}):(\d+(?:\.\d+)?)\s*$/.exec(pair);
    if (!m) return null;
    history[Number(m[1])] = Number(m[2]);
  }
  return history;
}
const DAILY_CODES = {
  clear: [1, 0, 2, 3, 61, 80, 0],
  rain: [63, 65, 61, 3, 2, 1, 0],
  storm: [95, 96, 63, 61, 3, 2, 1],
};

const pad = (n) => String(n).padStart(2, '0');
/** Local wall-clock time in Africa/Johannesburg (UTC+2, no daylight saving). */
function saTime(ms) {
  const d = new Date(ms + 2 * 3_600_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { date, hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** Rain in the hour ending `hoursAgo` hours ago (negative: a forecast hour). */
function hourlyRain(scenario, history, hoursAgo) {
  if (history) return hoursAgo < 0 ? 0 : (history[hoursAgo] ?? 0);
  const preset = RAIN_HISTORIES[scenario];
  if (preset) return hoursAgo < 0 ? preset.forecastMm : (preset.past[hoursAgo] ?? 0);
  const s = CURRENT[scenario] ?? CURRENT.clear;
  return hoursAgo >= 0 && hoursAgo < 24 ? Math.round((s.rain24 / 24) * 100) / 100 : 0;
}

function currentBody(url, scenario, history) {
  const s = CURRENT[scenario] ?? CURRENT.clear;
  const now = saTime(Date.now());
  const minute = Math.floor(now.minute / 15) * 15;
  const pastDays = Number(url.searchParams.get('past_days') ?? 0);
  const days = pastDays + Number(url.searchParams.get('forecast_days') ?? 7);
  const start = Date.parse(`${now.date}T00:00:00Z`) - pastDays * 86_400_000;
  const nowLocal = Date.parse(`${now.date}T${pad(now.hour)}:${pad(minute)}:00Z`);
  const time = [];
  const precipitation = [];
  for (let h = 0; h < days * 24; h++) {
    const at = start + h * 3_600_000;
    time.push(new Date(at).toISOString().slice(0, 16));
    const hoursAgo = at <= nowLocal ? Math.floor((nowLocal - at) / 3_600_000) : -1;
    precipitation.push(hourlyRain(scenario, history, hoursAgo));
  }
  return {
    latitude: Number(url.searchParams.get('latitude')),
    longitude: Number(url.searchParams.get('longitude')),
    generationtime_ms: 0.1,
    utc_offset_seconds: 7200,
    timezone: 'Africa/Johannesburg',
    timezone_abbreviation: 'SAST',
    elevation: 120,
    current_units: { time: 'iso8601', temperature_2m: '°C', precipitation: 'mm', wind_speed_10m: 'km/h' },
    current: {
      time: `${now.date}T${pad(now.hour)}:${pad(minute)}`,
      interval: 900,
      temperature_2m: s.temperature,
      relative_humidity_2m: s.humidity,
      precipitation: s.precipitation,
      weather_code: s.code,
      wind_speed_10m: s.wind,
      wind_direction_10m: s.direction,
    },
    hourly_units: { time: 'iso8601', precipitation: 'mm' },
    hourly: { time, precipitation },
  };
}

function dailyBody(url, scenario) {
  const codes = DAILY_CODES[scenario] ?? DAILY_CODES.clear;
  const days = Number(url.searchParams.get('forecast_days') ?? 7);
  const today = Date.parse(`${saTime(Date.now()).date}T00:00:00Z`);
  const daily = {
    time: [],
    weather_code: [],
    temperature_2m_max: [],
    temperature_2m_min: [],
    precipitation_probability_max: [],
    wind_speed_10m_max: [],
  };
  for (let i = 0; i < days; i++) {
    const code = codes[i % codes.length];
    daily.time.push(new Date(today + i * 86_400_000).toISOString().slice(0, 10));
    daily.weather_code.push(code);
    daily.temperature_2m_max.push(24 + (i % 3));
    daily.temperature_2m_min.push(11 + (i % 2));
    daily.precipitation_probability_max.push(code >= 51 ? 80 : 5 * i);
    daily.wind_speed_10m_max.push(15 + i);
  }
  return {
    latitude: Number(url.searchParams.get('latitude')),
    longitude: Number(url.searchParams.get('longitude')),
    utc_offset_seconds: 7200,
    timezone: 'Africa/Johannesburg',
    daily_units: { time: 'iso8601', temperature_2m_max: '°C', wind_speed_10m_max: 'km/h' },
    daily,
  };
}

/**
 * The body Open-Meteo would send for this request in a data scenario (clear, warm, rain, storm,
 * hot, heat, windy, dry, wet48h, soaked); `rainHistory` ({ hoursAgo: mm }) replaces the scenario's past rain.
 */
export function forecastBody(url, scenario, rainHistory = null) {
  return url.searchParams.has('daily') ? dailyBody(url, scenario) : currentBody(url, scenario, rainHistory);
}

/**
 * Made-up terrain for /v1/elevation: smooth rolling hills between about 100 m and 700 m, a few
 * kilometres across, so an imported track gets plausible, repeatable climbs. Rounded to 0.1 m.
 */
export function elevationAt(lat, lng) {
  const hills = 250 * Math.sin(lat * 60) * Math.cos(lng * 45) + 50 * Math.sin(lat * 400 + lng * 300);
  return Math.round((400 + hills) * 10) / 10;
}

/** Status and JSON body Open-Meteo's /v1/elevation would send for `url`, over the made-up terrain. */
export function elevationBody(url) {
  const lats = (url.searchParams.get('latitude') ?? '').split(',').map(Number);
  const lngs = (url.searchParams.get('longitude') ?? '').split(',').map(Number);
  if (lats.length !== lngs.length || [...lats, ...lngs].some(Number.isNaN)) {
    return { status: 400, body: { error: true, reason: 'latitude and longitude must have the same number of values' } };
  }
  if (lats.length > 100) return { status: 400, body: { error: true, reason: 'At most 100 coordinates per request' } };
  return { status: 200, body: { elevation: lats.map((lat, i) => elevationAt(lat, lngs[i])) } };
}

const placeKey = (lat, lng) => `${Number(lat).toFixed(3)},${Number(lng).toFixed(3)}`;

/**
 * Starts the stand-in. Returns its base URL (pass as OPEN_METEO_BASE_URL), a hit counter, the
 * requests it received, scenario switches and close().
 */
export async function startFakeOpenMeteo({ port = 0, host = '127.0.0.1', scenario = 'clear', delayMs = 0 } = {}) {
  const initial = scenario;
  const state = {
    scenario,
    delayMs,
    byPlace: new Map(),
    rain: null,
    rainByPlace: new Map(),
    hits: 0,
    elevationHits: 0,
    requests: [],
  };
  const setRain = (history, at) => {
    if (!at) state.rain = history;
    else if (history) state.rainByPlace.set(placeKey(at.lat, at.lng), history);
    else state.rainByPlace.delete(placeKey(at.lat, at.lng));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/__hits') return json(200, { hits: state.hits, elevationHits: state.elevationHits });
    if (url.pathname === '/__scenario') {
      const set = url.searchParams.get('set');
      const rainText = url.searchParams.get('rainHistory');
      const at = url.searchParams.has('latitude')
        ? { lat: url.searchParams.get('latitude'), lng: url.searchParams.get('longitude') }
        : null;
      if (url.searchParams.get('reset')) {
        state.scenario = initial;
        state.byPlace.clear();
        state.rain = null;
        state.rainByPlace.clear();
      } else {
        if (set === null && rainText === null)
          return json(400, { error: true, reason: 'give set, rainHistory or reset' });
        if (set !== null && !SCENARIOS.includes(set))
          return json(400, { error: true, reason: `set must be one of ${SCENARIOS.join(', ')}` });
        const history = rainText === null ? undefined : parseRainHistory(rainText);
        if (history === null)
          return json(400, { error: true, reason: 'rainHistory must be hoursAgo:mm pairs, e.g. 25:3,26:3.5' });
        if (set !== null) {
          if (at) state.byPlace.set(placeKey(at.lat, at.lng), set);
          else state.scenario = set;
        }
        if (history !== undefined) setRain(Object.keys(history).length ? history : null, at);
      }
      return json(200, {
        scenario: state.scenario,
        places: Object.fromEntries(state.byPlace),
        rainHistory: state.rain,
        rainHistoryPlaces: Object.fromEntries(state.rainByPlace),
      });
    }
    if (url.pathname === '/v1/elevation') {
      state.elevationHits++;
      const answer = () => {
        switch (state.scenario) {
          case 'hang':
            return; // never answers: the caller's timeout must end it
          case 'drop':
            return req.socket.destroy();
          case 'error':
            return json(500, { error: true, reason: 'Internal server error' });
          case 'malformed':
            return json(200, '{"elevation": [12');
        }
        const { status, body } = elevationBody(url);
        json(status, body);
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
      return;
    }
    if (url.pathname !== '/v1/forecast') return json(404, { error: true, reason: 'Not found' });

    state.hits++;
    state.requests.push(url);
    const lat = url.searchParams.get('latitude');
    const lng = url.searchParams.get('longitude');
    if (lat === null || lng === null) return json(400, { error: true, reason: 'latitude and longitude required' });
    const current = state.byPlace.get(placeKey(lat, lng)) ?? state.scenario;
    const answer = () => {
      if (current === 'hang') return; // never answers: the caller's timeout must end it
      if (current === 'drop') return req.socket.destroy();
      if (current === 'error') return json(500, { error: true, reason: 'Internal server error' });
      if (current === 'malformed') return json(200, '{"current": {"temperature_2m": 2');
      json(200, forecastBody(url, current, state.rainByPlace.get(placeKey(lat, lng)) ?? state.rain));
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    hits: () => state.hits,
    elevationHits: () => state.elevationHits,
    requests: state.requests,
    setScenario(name, at) {
      if (!SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}`);
      if (at) state.byPlace.set(placeKey(at.lat, at.lng), name);
      else state.scenario = name;
    },
    /** Exact past rain ({ hoursAgo: mm }, other hours 0) for every location or one trailhead; null clears. */
    setRainHistory(history, at) {
      setRain(history, at);
    },
    setDelay(ms) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const scenario = process.env.FAKE_WEATHER ?? 'clear';
  if (!SCENARIOS.includes(scenario)) {
    console.error(`FAKE_WEATHER must be one of ${SCENARIOS.join(', ')}`);
    process.exit(1);
  }
  const fake = await startFakeOpenMeteo({
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    scenario,
  });
  console.log(`fake Open-Meteo (${scenario}) listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
