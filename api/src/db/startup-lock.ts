import pg from 'pg';

/**
 * One instance at a time prepares a shared PostgreSQL database: migrations, then the first
 * catalogue and admin account. Replicas started together (docker-compose.scale.yml) would
 * otherwise create the same tables at once and one would fail. The lock is a session-level
 * advisory lock on a connection of its own, so it ends with that connection, even if the
 * process dies halfway.
 */
const STARTUP_LOCK = [0x7472_6c66, 0x6d69_6772] as const; // 'trlf', 'migr'

/** Waits for the lock; the returned function releases it (safe to call twice). */
export async function takeStartupLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'trailfinder startup lock' });
  // A dropped connection has released the lock already; nothing else to do.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
  } catch (err) {
    await client.end();
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.end().catch(() => undefined);
  };
}

/** Runs `job` holding the lock (PostgreSQL), or simply runs it (embedded PGlite: one process). */
export async function withStartupLock<T>(databaseUrl: string | undefined, job: () => Promise<T>): Promise<T> {
  const release = databaseUrl ? await takeStartupLock(databaseUrl) : undefined;
  try {
    return await job();
  } finally {
    await release?.();
  }
}
