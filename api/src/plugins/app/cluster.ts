import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import pg from 'pg';

declare module 'fastify' {
  interface FastifyInstance {
    /** What instances of the app on one database tell each other, and who runs a scheduled job. */
    cluster: Cluster;
  }
}

type Listener = () => void;

/** The part of MikroORM's SQL connection used here: knex's pool hands out a raw pg client. */
interface KnexConnection {
  getKnex(): { client: { acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<void> } };
}

export interface Cluster {
  /** This process: notifications it sent itself are not delivered back. */
  readonly instanceId: string;
  /** Tells every other instance (PostgreSQL NOTIFY) that `channel` changed. Local listeners are the caller's business. */
  publish(channel: string): Promise<void>;
  /** Calls `listener` when another instance publishes on `channel` (and after a lost LISTEN connection, since notices may be missed). */
  subscribe(channel: string, listener: Listener): void;
  /**
   * Runs `job` unless it is already running here or on another instance (a PostgreSQL advisory
   * lock held for the job's length); answers `{ ran: false }` when it was skipped.
   */
  runExclusive<T>(name: string, job: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
}

const CHANNEL_PREFIX = 'trailfinder_';
const RECONNECT_MS = 2_000;

/** A stable 32-bit key per job name: advisory locks are numbers; the first argument namespaces them. */
function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
const LOCK_NAMESPACE = 0x7472_6c66; // 'trlf'

/**
 * On PostgreSQL several instances can serve one database: catalogue snapshots must hear about
 * each other's writes (LISTEN/NOTIFY on a dedicated connection) and scheduled jobs must not run
 * twice at once (an advisory lock). On embedded PGlite there is only ever this process, so
 * notifications stay in-process and a job only has to wait for its own previous run.
 */
export default fp(
  async (app) => {
    const instanceId = randomUUID();
    const listeners = new Map<string, Set<Listener>>();
    const runningHere = new Set<string>();
    const url = app.config.DATABASE_URL;
    const emit = (channel: string) => listeners.get(channel)?.forEach((l) => l());
    const emitAll = () => listeners.forEach((set) => set.forEach((l) => l()));

    let listener: pg.Client | undefined;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      if (!url || closing) return;
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (msg) => {
        if (msg.payload === instanceId || !msg.channel.startsWith(CHANNEL_PREFIX)) return;
        emit(msg.channel.slice(CHANNEL_PREFIX.length));
      });
      client.on('error', (err) => {
        app.log.warn({ err }, 'cluster listener connection lost; reconnecting');
        void client.end().catch(() => undefined);
        if (listener === client) listener = undefined;
        if (!closing) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
      });
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN "${CHANNEL_PREFIX}${channel}"`);
      listener = client;
    };
    const reconnect = async () => {
      try {
        await connect();
        // Whatever was published while we were deaf is unknown: treat every channel as changed.
        emitAll();
      } catch (err) {
        app.log.warn({ err }, 'cluster listener could not reconnect; retrying');
        if (!closing) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
      }
    };

    const cluster: Cluster = {
      instanceId,
      async publish(channel) {
        if (!url) return;
        await app.orm.em.getConnection().execute('select pg_notify(?, ?)', [`${CHANNEL_PREFIX}${channel}`, instanceId]);
      },
      subscribe(channel, fn) {
        if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
        const isNew = !listeners.has(channel);
        if (isNew) listeners.set(channel, new Set());
        listeners.get(channel)!.add(fn);
        if (isNew && listener) void listener.query(`LISTEN "${CHANNEL_PREFIX}${channel}"`);
      },
      async runExclusive(name, job) {
        if (runningHere.has(name)) return { ran: false };
        runningHere.add(name);
        try {
          if (!url) return { ran: true, result: await job() };
          // The lock belongs to a session, so it is taken and released on one pooled connection,
          // held for the job's length; the job itself uses the ORM's other connections.
          const knex = (app.orm.em.getConnection() as unknown as KnexConnection).getKnex();
          const conn = (await knex.client.acquireConnection()) as pg.Client;
          try {
            const got = await conn.query('select pg_try_advisory_lock($1, $2) as got', [LOCK_NAMESPACE, lockKey(name)]);
            if (!got.rows[0].got) return { ran: false };
            try {
              return { ran: true, result: await job() };
            } finally {
              await conn.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, lockKey(name)]);
            }
          } finally {
            await knex.client.releaseConnection(conn);
          }
        } finally {
          runningHere.delete(name);
        }
      },
    };
    app.decorate('cluster', cluster);

    // Listening starts once every module has subscribed; a failure here is not fatal: the
    // instance still serves its own writes correctly and retries in the background.
    app.addHook('onReady', async () => {
      try {
        await connect();
      } catch (err) {
        app.log.warn({ err }, 'cluster listener could not connect; retrying');
        retry = setTimeout(() => void reconnect(), RECONNECT_MS);
      }
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    });
  },
  { name: 'cluster', dependencies: ['config', 'orm'] },
);
