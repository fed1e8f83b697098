import type { EntityManager } from '@mikro-orm/core';

/** How one kind of key (a network, a username) is slowed and then locked out. */
export interface ThrottleRule {
  /** Failures beyond this many within the window get a growing delay before the answer. */
  slowAfter: number;
  /** The attempt that makes this many failures is the last one answered; the next gets 429. */
  lockAfter: number;
  /** Each failure past slowAfter holds the answer back this much longer, up to maxDelayMs. */
  delayStepMs: number;
  maxDelayMs: number;
}

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const THROTTLE_LOCK_SECONDS = 15 * 60;

/**
 * One address (or IPv6 /64) gets 5 tries; one username gets 20 across every address, so a
 * botnet cannot guess the admin's password by spreading out, while one stray client cannot lock
 * the admin out on its own.
 */
export const NETWORK_RULE: ThrottleRule = { slowAfter: 2, lockAfter: 5, delayStepMs: 500, maxDelayMs: 3_000 };
export const USERNAME_RULE: ThrottleRule = { slowAfter: 5, lockAfter: 20, delayStepMs: 250, maxDelayMs: 1_000 };

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

export type ThrottleVerdict = { refusedForMs: number } | { refusedForMs: 0; delayMs: number };

interface CountRow {
  failures: number;
  wait_ms: number | string | null;
}

// One statement counts the attempt and reads the lock, so parallel guesses (and other app
// instances on the same database) cannot race past the limit. An old window is started afresh
// once its lock, if any, has run out.
const COUNT_ATTEMPT = `
insert into login_throttle as t (key, failures, window_started_at, locked_until)
values (?, 1, now(), null)
on conflict (key) do update set
  failures = case when t.window_started_at <= now() - make_interval(secs => ?)
                   and coalesce(t.locked_until, t.window_started_at) <= now()
              then 1 else t.failures + 1 end,
  window_started_at = case when t.window_started_at <= now() - make_interval(secs => ?)
                   and coalesce(t.locked_until, t.window_started_at) <= now()
              then now() else t.window_started_at end
returning failures, greatest(0, extract(epoch from (t.locked_until - now())) * 1000) as wait_ms`;

const START_LOCK = `update login_throttle set locked_until = now() + make_interval(secs => ?)
where key = ? and (locked_until is null or locked_until <= now())`;

const PRUNE = `delete from login_throttle
where coalesce(locked_until, window_started_at + make_interval(secs => ?)) < now() - make_interval(secs => ?)`;

/**
 * Failed sign-ins, kept in PostgreSQL (table login_throttle) so every app instance on the
 * database sees the same counts and locks, and a restart forgives no one. Each attempt is
 * counted before the password is checked; a success clears its keys.
 */
export class LoginThrottle {
  constructor(private readonly em: () => EntityManager) {}

  /** Counts an attempt against every key; refuses it when any key is locked. */
  async attempt(keys: ThrottleKey[]): Promise<ThrottleVerdict> {
    const conn = this.em().getConnection();
    let refusedForMs = 0;
    let delayMs = 0;
    for (const { key, rule } of keys) {
      const [row] = await conn.execute<CountRow[]>(COUNT_ATTEMPT, [
        key,
        THROTTLE_WINDOW_SECONDS,
        THROTTLE_WINDOW_SECONDS,
      ]);
      const failures = Number(row.failures);
      const locked = Number(row.wait_ms ?? 0);
      if (failures === rule.lockAfter) await conn.execute(START_LOCK, [THROTTLE_LOCK_SECONDS, key]);
      if (failures > rule.lockAfter)
        refusedForMs = Math.max(refusedForMs, locked > 0 ? locked : THROTTLE_LOCK_SECONDS * 1000);
      const over = failures - rule.slowAfter;
      if (over > 0) delayMs = Math.max(delayMs, Math.min(over * rule.delayStepMs, rule.maxDelayMs));
    }
    // Now and then, drop records whose window and lock are long over.
    if (Math.random() < 0.02) await conn.execute(PRUNE, [THROTTLE_WINDOW_SECONDS, THROTTLE_LOCK_SECONDS]);
    return refusedForMs > 0 ? { refusedForMs } : { refusedForMs: 0, delayMs };
  }

  /** A successful sign-in forgets the failures of its keys. */
  async clear(keys: ThrottleKey[]): Promise<void> {
    if (keys.length === 0) return;
    await this.em()
      .getConnection()
      .execute(
        `delete from login_throttle where key in (${keys.map(() => '?').join(', ')})`,
        keys.map((k) => k.key),
      );
  }
}

/** 'Too many login attempts. Please try again in N minutes.' */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
