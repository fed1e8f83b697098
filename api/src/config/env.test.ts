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
