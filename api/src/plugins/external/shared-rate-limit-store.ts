import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { EntityManager } from '@mikro-orm/core';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface HitRow {
  hits: number;
  ttl_ms: number | string;
}

// One statement counts the request and reads the window, so parallel requests (and other app
// instances on the same database) cannot race past the limit. A window that has run out starts
// afresh with this request.
const COUNT_HIT = `
insert into rate_limit_hits as r (key, hits, window_ends_at)
values (?, 1, now() + ? * interval '1 millisecond')
on conflict (key) do update set
  hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
  window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000)) as ttl_ms`;

const PRUNE = `delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`;

/** About one limited request in a hundred also drops long-finished windows. */
const PRUNE_CHANCE = 0.01;

/**
 * Builds a `store` for @fastify/rate-limit that counts in PostgreSQL (table rate_limit_hits), so
 * every app instance behind a load balancer counts the same requests: one upsert per limited
 * request. Fixed windows, as the plugin's own memory store; `continueExceeding` and exponential
 * backoff are not used by any route and not implemented.
 */
export function sharedRateLimitStore(em: () => EntityManager): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route counts on its own, as the plugin's per-route memory stores do. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow?: number): void {
      const conn = em().getConnection();
      conn
        .execute<HitRow[]>(COUNT_HIT, [`${this.route}|${key}`, timeWindow ?? 60_000])
        .then(async ([row]) => {
          if (Math.random() < PRUNE_CHANCE) await conn.execute(PRUNE);
          callback(null, { current: Number(row.hits), ttl: Number(row.ttl_ms) });
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedRateLimitStore(routeOptions, `${String(info?.method ?? '')} ${info?.url ?? routeOptions.path}`);
    }
  };
}
