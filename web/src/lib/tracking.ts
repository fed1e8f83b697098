import type { OutboxTrackItem } from './db';
import { enqueue, isNetworkError, isOffline, newClientId, postTrackEvent } from './outbox';

export type InteractionType =
  | 'trail_view'
  | 'article_click'
  | 'search'
  | 'province_filter'
  | 'difficulty_filter'
  | 'page_view'
  | 'ad_click'
  | 'video_view';

export interface TrackData {
  entityId?: string | number;
  entityType?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

async function sendOrQueue(body: OutboxTrackItem['payload']): Promise<void> {
  if (isOffline()) return enqueue({ kind: 'track', payload: body });
  try {
    await postTrackEvent(body);
  } catch (err) {
    // No answer at all: keep it for later (the clientId makes a repeat count once).
    if (isNetworkError(err)) await enqueue({ kind: 'track', payload: body });
    else throw err;
  }
}

/**
 * Records an interaction (POST /api/track with X-Session-Id). Fire and forget: it never blocks
 * the UI and never throws. Offline or with no answer, the event waits in the outbox (the newest
 * 200 are kept); an HTTP error answer is ignored (spec section 7), only logged at debug level.
 */
export function track(interactionType: InteractionType, data: TrackData = {}): void {
  try {
    const body: OutboxTrackItem['payload'] = {
      interactionType,
      entityId: data.entityId === undefined ? undefined : String(data.entityId),
      entityType: data.entityType,
      metadata: data.metadata ?? {},
      clientId: newClientId(),
    };
    sendOrQueue(body).catch((err: unknown) => console.debug('tracking failed', err));
  } catch (err) {
    console.debug('tracking failed', err);
  }
}
