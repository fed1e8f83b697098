import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface JwtSecretSource {
  /** JWT_SECRET from the configuration, if set. */
  configured?: string;
  /** Absolute DATA_DIR, or 'memory' (tests). */
  dataDir: string | 'memory';
  /** Tests: keep a generated secret in memory, write nothing to disk. */
  ephemeral?: boolean;
}

export interface ResolvedSecret {
  secret: string;
  origin: 'config' | 'memory' | 'file-created' | 'file';
  file?: string;
}

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The key admin tokens are signed with. JWT_SECRET wins. Otherwise one is generated once and
 * kept in DATA_DIR/jwt-secret (mode 0600) so sessions survive restarts: in embedded mode and
 * also with PostgreSQL (docker-compose mounts DATA_DIR as a volume). Several instances behind
 * a load balancer must share JWT_SECRET instead. Tests (NODE_ENV=test or an in-memory
 * database) get a throwaway one.
 */
export function resolveJwtSecret({ configured, dataDir, ephemeral }: JwtSecretSource): ResolvedSecret {
  if (configured) return { secret: configured, origin: 'config' };
  if (ephemeral || dataDir === 'memory') return { secret: newSecret(), origin: 'memory' };

  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together cannot overwrite each other.
    writeFileSync(file, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
    return { secret: readSecret(file), origin: 'file-created', file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, 0o600);
  return { secret: readSecret(file), origin: 'file', file };
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} must hold a secret of 32+ characters (delete it to regenerate)`);
  return secret;
}
