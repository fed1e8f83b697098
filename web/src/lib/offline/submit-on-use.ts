import type { SubmitResult } from './gateway';
import type { Write } from './write-kinds';

/**
 * Submits a write through the write gateway (lib/offline/gateway.ts), whose code and the outbox's
 * load on the first write instead of with the page that offers it: a report, a review, a tracked
 * interaction.
 */
export async function submitWriteOnUse(write: Write): Promise<SubmitResult> {
  return (await import('./gateway')).submitWrite(write);
}
