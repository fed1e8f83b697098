import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app.js';
import { loadConfig } from '../src/config/env.js';
import { resolveJwtSecret } from '../src/plugins/external/jwt-secret.js';
import { bearer, newClientIp } from './admin-test-kit.js';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trailfinder-admin-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the JWT signing secret', () => {
  it('is generated once into DATA_DIR/jwt-secret, readable only by its owner, and reused', () => {
    const dir = tempDir();
    const first = resolveJwtSecret({ dataDir: dir });
    expect(first.origin).toBe('file-created');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const second = resolveJwtSecret({ dataDir: dir });
    expect(second).toMatchObject({ origin: 'file', secret: first.secret });
  });

  it('comes from JWT_SECRET when set, and stays in memory for tests', () => {
    const dir = tempDir();
    expect(resolveJwtSecret({ configured: 'x'.repeat(40), dataDir: dir }).secret).toBe('x'.repeat(40));
    expect(resolveJwtSecret({ dataDir: dir, ephemeral: true }).origin).toBe('memory');
    expect(resolveJwtSecret({ dataDir: 'memory' }).origin).toBe('memory');
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('refuses a secret file that is too short', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
    expect(() => resolveJwtSecret({ dataDir: dir })).toThrow(/32\+ characters/);
  });
});

describe('first start in embedded mode, and npm run admin:reset-password', () => {
  const dataDir = tempDir();
  // A real (non-test) start, with no news feeds so nothing reaches outside services.
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web-dist',
    NEWS_FEEDS: '',
  };
  let app: FastifyInstance | undefined;

  /** Starts the real app on an on-disk embedded database and returns what it printed. */
  async function start(): Promise<string> {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      app = await buildApp({ config: loadConfig(env) });
      await app.ready();
    } finally {
      spy.mockRestore();
    }
    return printed.join('');
  }
  const stop = async () => {
    await app?.close();
    app = undefined;
  };
  afterAll(stop);

  const loginWith = (password: string) =>
    app!.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': newClientIp() },
      payload: { username: 'admin', password },
    });
  const passwordIn = (printed: string) => /password: (\S+)/.exec(printed)?.[1];

  let token: string;

  beforeAll(async () => {
    // The first start creates the admin with a generated password, shown once in a box.
    const printed = await start();
    expect(printed).toMatch(/\+-+\+\n\| Admin account created\./);
    const password = passwordIn(printed);
    expect(password).toMatch(/^[\w-]{24}$/);
    const res = await loginWith(password!);
    expect(res.statusCode).toBe(200);
    token = res.json().token;
    await stop();
  }, 60_000);

  it('does not print the password again, and sessions survive a restart', async () => {
    const printed = await start();
    expect(passwordIn(printed)).toBeUndefined();
    expect((await app!.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode).toBe(200);
    await stop();
  });

  it('resets the password, shows the new one once and signs out every session', async () => {
    const script = path.resolve(import.meta.dirname, '../src/scripts/reset-admin-password.ts');
    const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...env, DATABASE_URL: '', ADMIN_PASSWORD: '' },
    });
    const password = passwordIn(stdout);
    expect(stdout).toMatch(/Admin password reset; all sessions are signed out\./);
    expect(password).toMatch(/^[\w-]{24}$/);

    await start();
    expect((await app!.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode).toBe(401);
    expect((await loginWith(password!)).statusCode).toBe(200);
    await stop();
  }, 60_000);
});
