export interface ThrottleOptions {
  /** Failed attempts allowed within the window before the client is locked out. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /** Failures beyond this many get a growing delay before the answer. */
  slowAfter: number;
  delayStepMs: number;
  maxDelayMs: number;
  /** Upper bound on tracked clients, so a flood of addresses cannot grow memory without limit. */
  maxClients: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  slowAfter: 2,
  delayStepMs: 500,
  maxDelayMs: 3_000,
  maxClients: 10_000,
};

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

/**
 * Failed sign-ins per client (IP), in memory: from the third failure each answer is slowed,
 * after the fifth the client is refused with 429 for 15 minutes. A success clears the record.
 * One process serves the admin, so memory is enough; a restart forgives everyone.
 */
export class LoginThrottle {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly opts: ThrottleOptions = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the client must still wait, or 0 when it may try. */
  lockedFor(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Records a failure; returns how long to hold the answer back. */
  fail(key: string): number {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, firstAt: now, lockedUntil: 0 };
    entry.failures++;
    if (entry.failures >= this.opts.maxFailures) entry.lockedUntil = now + this.opts.lockMs;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict();
    const over = entry.failures - this.opts.slowAfter;
    return over > 0 ? Math.min(over * this.opts.delayStepMs, this.opts.maxDelayMs) : 0;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.lockedUntil <= now && now - entry.firstAt > this.opts.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private evict(): void {
    // Map keeps insertion order and fail() re-inserts, so the first keys are the stalest.
    while (this.entries.size > this.opts.maxClients) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

/** 'Too many login attempts. Please try again in N minutes.' */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
