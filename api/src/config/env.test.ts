import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig as loadFromEnv } from './env.js';

// NODE_ENV defaults to production, where PUBLIC_URL is required.
const loadConfig = (env: NodeJS.ProcessEnv) => loadFromEnv({ PUBLIC_URL: 'https://trailfinder.example', ...env });

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TILE_URL).toContain('{z}');
    expect(c.NEWS_FEEDS.length).toBeGreaterThan(0);
  });
  it('reads TILE_OFFLINE_DOWNLOAD as a boolean, off by default', () => {
    expect(loadConfig({}).TILE_OFFLINE_DOWNLOAD).toBe(false);
    expect(loadConfig({ TILE_OFFLINE_DOWNLOAD: 'true' }).TILE_OFFLINE_DOWNLOAD).toBe(true);
    expect(loadConfig({ TILE_OFFLINE_DOWNLOAD: 'false' }).TILE_OFFLINE_DOWNLOAD).toBe(false);
    expect(() => loadConfig({ TILE_OFFLINE_DOWNLOAD: 'yes' })).toThrow(/TILE_OFFLINE_DOWNLOAD/);
  });
  it('splits NEWS_FEEDS on commas', () => {
    const c = loadConfig({ NEWS_FEEDS: 'https://a.example/feed, https://b.example/rss' });
    expect(c.NEWS_FEEDS).toEqual(['https://a.example/feed', 'https://b.example/rss']);
  });
  it('fails fast and lists every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TILE_URL: 'ftp://tiles', JWT_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*TILE_URL[\s\S]*JWT_SECRET/);
  });
  it('treats empty optional values as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '', JWT_SECRET: '' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ADMIN_PASSWORD).toBeUndefined();
  });
  it('requires PUBLIC_URL in production, with a message that says what it is for', () => {
    expect(() => loadFromEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: is required in production: the address riders use, e\.g\. https:\/\/trailfinder\.co\.za/,
    );
    expect(loadFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://trailfinder.co.za/' }).PUBLIC_URL).toBe(
      'https://trailfinder.co.za',
    );
  });
  it('defaults PUBLIC_URL to this machine outside production', () => {
    expect(loadFromEnv({ NODE_ENV: 'development', PORT: '4380' }).PUBLIC_URL).toBe('http://localhost:4380');
    expect(loadFromEnv({ NODE_ENV: 'test' }).PUBLIC_URL).toBe('http://localhost:3000');
  });
});

describe('secrets a host copied from .env.example', () => {
  const example = parseEnv(readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8'));

  it('refuses to start with the example JWT_SECRET and ADMIN_PASSWORD, saying how to make good ones', () => {
    expect(() => loadFromEnv(example)).toThrow(
      /JWT_SECRET: is the example value from \.env\.example, which anyone can read; it must be random: make one with `openssl rand -hex 32`/,
    );
    expect(() => loadFromEnv(example)).toThrow(
      /ADMIN_PASSWORD: is the example value from \.env\.example; choose a long one nobody would guess/,
    );
  });

  it('lists every problem of a weak secret, each with the advice', () => {
    let message = '';
    try {
      loadConfig({ JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret', ADMIN_PASSWORD: 'admin', PORT: 'x' });
    } catch (err) {
      message = (err as Error).message;
    }
    const lines = message.split('\n').filter((l) => l.includes('JWT_SECRET'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/openssl rand -hex 32/);
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/ADMIN_PASSWORD: is one of the first passwords anyone tries/);
  });

  it('refuses an admin password that is the username', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'Sabie-Rider', ADMIN_PASSWORD: 'sabie-rider' })).toThrow(
      /ADMIN_PASSWORD: is the same as ADMIN_USERNAME/,
    );
  });

  it('starts once the host has filled in real secrets', () => {
    const c = loadFromEnv({
      ...example,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'gravel-grinder on the Swartberg',
    });
    expect(c.JWT_SECRET).toHaveLength(64);
  });
});

describe('the database password', () => {
  const password = 'a/b+c@d:e=f%g?h#i';

  it('is percent-encoded into DATABASE_URL when given apart, and node-postgres reads it back', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://trails@db:5432/trails', DATABASE_PASSWORD: password });
    const read = new pg.Client({ connectionString: c.DATABASE_URL });
    expect(read).toMatchObject({ user: 'trails', password, host: 'db', port: 5432, database: 'trails' });
  });

  it('written into the URL unescaped, is refused with a way out', () => {
    expect(() => loadConfig({ DATABASE_URL: `postgres://trails:${password}@db:5432/trails` })).toThrow(
      /DATABASE_URL: is not a readable URL: a password with \/ @ : or % must be percent-encoded, or given in DATABASE_PASSWORD/,
    );
  });
});
