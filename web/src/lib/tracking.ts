import { getSessionId } from './session-id';

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

/**
 * Records an interaction (POST /api/track with X-Session-Id). Fire and forget: it never blocks
 * the UI and failures are ignored (spec section 7), only logged at debug level.
 */
export function track(interactionType: InteractionType, data: TrackData = {}): void {
  const body = {
    interactionType,
    entityId: data.entityId === undefined ? undefined : String(data.entityId),
    entityType: data.entityType,
    metadata: data.metadata ?? {},
  };
  void fetch('/api/track', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'x-session-id': getSessionId() },
    body: JSON.stringify(body),
  }).catch((err) => console.debug('tracking failed', err));
}
