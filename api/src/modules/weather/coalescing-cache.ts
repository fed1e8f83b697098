export interface CoalescingCacheOptions {
  /** How long a loaded value is served without asking again. */
  ttlMs: number;
  /** How long a failure is remembered, so a failing upstream is not hammered by every request. */
  failureTtlMs: number;
  /** How long an expired value may still be served when refreshing it fails. */
  staleMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value?: V;
  freshUntil: number;
  staleUntil: number;
  inflight?: Promise<V>;
  failure?: unknown;
  failedUntil: number;
}

/**
 * A per-key cache that also shares the in-flight load: while one load for a key is running,
 * every other caller awaits that same promise, so a crowd opening one trail costs one upstream
 * call. A failed refresh falls back to the last good value for a while (weather from a few
 * minutes ago beats none; its timestamp says how old it is).
 */
export class CoalescingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly opts: CoalescingCacheOptions) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 1000;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.value !== undefined && now < entry.freshUntil) return Promise.resolve(entry.value);
      if (entry.inflight) return entry.inflight;
      if (now < entry.failedUntil) {
        if (entry.value !== undefined && now < entry.staleUntil) return Promise.resolve(entry.value);
        return Promise.reject(entry.failure);
      }
    }
    return this.start(key, entry, load);
  }

  private start(key: string, previous: Entry<V> | undefined, load: () => Promise<V>): Promise<V> {
    const entry: Entry<V> = previous ?? { freshUntil: 0, staleUntil: 0, failedUntil: 0 };
    if (!previous) {
      this.evictIfFull();
      this.entries.set(key, entry);
    }
    const inflight = load().then(
      (value) => {
        const now = this.now();
        Object.assign(entry, {
          value,
          freshUntil: now + this.opts.ttlMs,
          staleUntil: now + this.opts.ttlMs + this.opts.staleMs,
          failure: undefined,
          failedUntil: 0,
          inflight: undefined,
        });
        return value;
      },
      (error: unknown) => {
        const now = this.now();
        Object.assign(entry, { failure: error, failedUntil: now + this.opts.failureTtlMs, inflight: undefined });
        if (entry.value !== undefined && now < entry.staleUntil) return entry.value;
        throw error;
      },
    );
    entry.inflight = inflight;
    return inflight;
  }

  /** Drops entries with nothing worth keeping; if still full, the oldest key goes. */
  private evictIfFull(): void {
    if (this.entries.size < this.maxEntries) return;
    const now = this.now();
    for (const [key, e] of this.entries) {
      if (!e.inflight && now >= e.staleUntil && now >= e.failedUntil) this.entries.delete(key);
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
