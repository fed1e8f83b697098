import { z } from 'zod';

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

const urlText = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST: optionalText,
  PUBLIC_URL: optionalText.pipe(urlText.optional()),
  OPEN_METEO_BASE_URL: urlText.default('https://api.open-meteo.com'),
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
  TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  ADMIN_EMAIL: z.email().default('admin@trailfinder.co.za'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CONTACT_EMAIL: z.email().default('hello@trailfinder.co.za'),
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type AppConfig = z.output<typeof EnvSchema>;

/** Parses the environment once; lists every bad variable and throws. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
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
