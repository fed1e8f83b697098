import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import pg from 'pg';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';

/**
 * The compose files as Docker Compose would read them (no Docker engine here): the app's
 * environment is its env_file (.env) overlaid with `environment`, `${VAR}` taken from .env.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const example = parseEnv(read('.env.example'));

type Service = { environment?: Record<string, string>; env_file?: string };

/** Compose's interpolation: ${VAR}, ${VAR:?error}, ${VAR:-default} and $$. */
function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([?-])([^}]*))?\}/g, (whole, name?: string, op?: string, arg?: string) => {
    if (!name) return '$';
    const v = vars[name];
    if (v) return v;
    if (op === '?') throw new Error(arg);
    return op === '-' ? (arg ?? '') : '';
  });
}

function composeEnv(file: string, service: string, dotEnv: Record<string, string | undefined>) {
  const services = (parseYaml(read(file)) as { services: Record<string, Service> }).services;
  const s = services[service];
  const own = Object.fromEntries(
    Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotEnv)]),
  );
  return s.env_file ? { ...dotEnv, ...own } : own;
}

describe.each(['docker-compose.yml', 'docker-compose.scale.yml'])('%s', (file) => {
  // What `openssl rand -base64 48` can print: / + and = are all URL delimiters or escapes.
  const password = 'Zk3/9q+Lr0/aT8wE=';
  const dotEnv = {
    ...example,
    POSTGRES_PASSWORD: password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(18).toString('base64'),
  };

  it('gives the app a database URL that node-postgres reads with the password PostgreSQL was given', () => {
    const db = composeEnv(file, 'db', dotEnv);
    const config = loadConfig(composeEnv(file, 'app', dotEnv));
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    expect(client).toMatchObject({ user: db.POSTGRES_USER, host: 'db', port: 5432, database: db.POSTGRES_DB });
    expect(client.password).toBe(db.POSTGRES_PASSWORD);
    expect(client.password).toBe(password);
  });

  it('does not start with the secrets of .env.example', () => {
    expect(() => loadConfig(composeEnv(file, 'app', example))).toThrow(/JWT_SECRET: is the example value/);
  });
});

describe('the server started with .env.example copied as is', () => {
  it('exits at once, naming each example secret and how to make a good one', () => {
    const server = path.resolve(import.meta.dirname, '../src/server.ts');
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', server], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH, ...example, DATABASE_URL: 'postgres://trails@127.0.0.1:1/trails', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid configuration:/);
    expect(run.stderr).toMatch(/JWT_SECRET: is the example value from \.env\.example.*openssl rand -hex 32/);
    expect(run.stderr).toMatch(/ADMIN_PASSWORD: is the example value from \.env\.example/);
  }, 60_000);
});
