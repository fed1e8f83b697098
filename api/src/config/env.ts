import { z } from 'zod';
import { MAKE_A_SECRET, weakPasswordProblems, weakSecretProblems } from './secret-strength.js';

const DEFAULT_FEEDS = [
  'https://www.bicycling.co.za/feed/',
  'https://www.pinkbike.com/pinkbike_xml_feed.php',
  'https://singletrackworld.com/feed/',
].join(',');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** 'true'/'false' (also '1'/'0') as a boolean. */
const booleanText = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1');

const urlText = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));

export const WEAK_SECRET_ADVICE = `it must be random: ${MAKE_A_SECRET}`;
export const WEAK_PASSWORD_ADVICE =
  'choose a long one nobody would guess (or leave it empty: a strong one is generated and printed once)';

const DATABASE_URL_UNREADABLE =
  'is not a readable URL: a password with / @ : or % must be percent-encoded, or given in DATABASE_PASSWORD instead';

/** Each problem is its own issue, so the start-up error lists them all with the advice. */
const refuseWhen =
  (problems: (value: string) => string[], advice: string) => (value: string | undefined, ctx: z.RefinementCtx) => {
    for (const problem of value ? problems(value) : [])
      ctx.addIssue({ code: 'custom', message: `${problem}; ${advice}` });
  };

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Proxy hops to trust for the client address (0 = none; 1 behind one reverse proxy). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .refine((v) => URL.canParse(v), DATABASE_URL_UNREADABLE)
      .optional(),
  ),
  /**
   * The database password apart from DATABASE_URL (the compose files pass it so), any characters
   * allowed: it is percent-encoded into the URL here, where a `/` or `@` written into the URL by
   * hand would break it.
   */
  DATABASE_PASSWORD: optionalText.superRefine(
    refuseWhen(weakPasswordProblems, `${MAKE_A_SECRET} (as POSTGRES_PASSWORD in .env)`),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST: optionalText,
  /**
   * The site's public address, the one source of every absolute URL (sitemap, canonical, Open
   * Graph, JSON-LD) and of the cookie's Secure flag; never taken from a request's Host header.
   * Required in production; elsewhere it defaults to http://localhost:PORT.
   */
  PUBLIC_URL: optionalText.pipe(urlText.optional()),
  OPEN_METEO_BASE_URL: urlText.default('https://api.open-meteo.com'),
  /** A slow weather service gets a 503 after this long instead of holding the request. */
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  NEWS_FEEDS: z
    .string()
    .default(DEFAULT_FEEDS)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlText)),
  NEWS_REFRESH_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  /** A feed that has not answered (headers and body) by then is skipped until the next refresh. */
  NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Salt for hashing visitors' IP addresses; unset = a random salt per start (hashes then differ after a restart). */
  TRACKING_SALT: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Store the tiles around a saved trail for offline use. Only honoured for providers whose
   * terms allow it: never for OpenStreetMap's own tile servers (see tile-policy.ts).
   */
  TILE_OFFLINE_DOWNLOAD: booleanText('false'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /**
   * A PMTiles archive (file path) the server serves its map tiles and trails' offline map packs
   * from (issue 32). Unset = the tiles come from TILE_URL and no offline packs are offered.
   */
  MAP_PMTILES: optionalText,
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: optionalText
    .pipe(z.string().min(6, 'must be at least 6 characters').optional())
    .superRefine(refuseWhen(weakPasswordProblems, WEAK_PASSWORD_ADVICE)),
  ADMIN_EMAIL: z.email().default('admin@trailfinder.co.za'),
  JWT_SECRET: optionalText
    .pipe(z.string().min(32, `must be at least 32 characters: ${MAKE_A_SECRET}`).optional())
    .superRefine(refuseWhen(weakSecretProblems, WEAK_SECRET_ADVICE)),
  CONTACT_EMAIL: z.email().default('hello@trailfinder.co.za'),
  /** Ad network (Google AdSense) publisher id; unset = only our own house banners. */
  ADSENSE_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^ca-pub-\d{10,20}$/, 'must look like ca-pub-1234567890123456')
      .optional(),
  ),
  /** AdSense ad unit id for the banners (optional). */
  ADSENSE_SLOT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, 'must be the numeric ad unit id')
      .optional(),
  ),
  /** Third-party analytics (Google Analytics 4 measurement id); unset = first-party tracking only. */
  ANALYTICS_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')
      .optional(),
  ),
  SEED_ON_START: booleanText('true'),
  /** Password hashes (sign-ins, password changes) checked at once; past it, 429 with Retry-After. */
  PASSWORD_HASHES_IN_FLIGHT: z.coerce.number().int().min(1).max(256).default(8),
});

export const PUBLIC_URL_REQUIRED =
  'is required in production: the address riders use, e.g. https://trailfinder.co.za ' +
  '(absolute links in the sitemap and link previews are built from it)';

const ConfigSchema = EnvSchema.superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL)
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: PUBLIC_URL_REQUIRED });
  if (c.ADMIN_PASSWORD && c.ADMIN_PASSWORD.toLowerCase() === c.ADMIN_USERNAME.toLowerCase())
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: `is the same as ADMIN_USERNAME; ${WEAK_PASSWORD_ADVICE}`,
    });
  if (c.DATABASE_PASSWORD && !c.DATABASE_URL)
    ctx.addIssue({ code: 'custom', path: ['DATABASE_PASSWORD'], message: 'is set without DATABASE_URL' });
}).transform(({ DATABASE_PASSWORD, ...c }) => ({
  ...c,
  DATABASE_URL: c.DATABASE_URL && withPassword(c.DATABASE_URL, DATABASE_PASSWORD),
  PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
}));

/** The URL with `password` percent-encoded into it (node-postgres decodes it back). */
function withPassword(databaseUrl: string, password: string | undefined): string {
  if (!password) return databaseUrl;
  const url = new URL(databaseUrl);
  url.password = encodeURIComponent(password);
  return url.toString();
}

export type AppConfig = z.output<typeof ConfigSchema>;

/** Parses the environment once; lists every bad variable and throws. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Test helper: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
