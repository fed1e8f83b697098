import type { InteractionType } from '@trailfinder/shared-types';
import { newClientId } from './offline/client-id';
import { submitWriteOnUse } from './offline/submit-on-use';

export interface TrackData {
  entityId?: string | number;
  entityType?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

/**
 * Records an interaction (POST /api/track with X-Session-Id) through the write gateway. Fire and
 * forget: it never blocks the UI and never throws. Offline or with no answer, the event waits in
 * the outbox (the newest 200 are kept); an HTTP error answer is ignored, only logged at debug level.
 */
export function track(interactionType: InteractionType, data: TrackData = {}): void {
  try {
    const payload = {
      interactionType,
      entityId: data.entityId === undefined ? undefined : String(data.entityId),
      entityType: data.entityType,
      metadata: data.metadata ?? {},
      clientId: newClientId(),
    };
    const send = () =>
      void submitWriteOnUse({ kind: 'track', payload }).catch((err: unknown) => console.debug('tracking failed', err));
    // The gateway's code loads on first use. While the page starts (the first page view, sent from
    // the hydration's effects) in a task of its own; later events go at once.
    if (typeof document === 'undefined' || document.readyState === 'complete') send();
    else setTimeout(send, 0);
  } catch (err) {
    console.debug('tracking failed', err);
  }
}
