import { HttpError } from '../../plugins/app/errors.js';

/** Seconds a client refused by the gate is asked to wait: hashes finish well within it. */
export const HASH_GATE_RETRY_SECONDS = 2;

/**
 * A cap on password hashes in flight in this process (argon2 costs ~19 MiB and tens of ms of a
 * core each): past it, a login is refused at once with 429 and Retry-After instead of queueing
 * until the CPU and memory run out. Sign-in floods then cost the server almost nothing.
 */
export class HashGate {
  private inFlight = 0;

  constructor(private readonly limit: number) {}

  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.limit) {
      throw new HttpError(429, 'The server is busy checking other sign-ins. Please try again in a moment.', {
        'Retry-After': String(HASH_GATE_RETRY_SECONDS),
      });
    }
    this.inFlight++;
    try {
      return await hash();
    } finally {
      this.inFlight--;
    }
  }
}
