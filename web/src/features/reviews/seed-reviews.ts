import type { QueryClient } from '@tanstack/react-query';
import type { PageSeed } from '@trailfinder/shared-types';
import { queryKeys } from '../../lib/query/query-keys';

/**
 * A rendered trail page came with its reviews (its seed): the trail's reviews query starts with
 * them, on the server and in the browser alike, so the reviews are in the page and hydrate as
 * rendered. The query still asks the server as the page starts (its answer is stale at once) and
 * keeps that answer on the device, as before.
 */
export function seedTrailReviews(client: QueryClient, seed: PageSeed): void {
  // Dated 0, so stale at once: the page's query asks the server as it mounts, as before.
  if (seed.trail && seed.reviews) client.setQueryData(queryKeys.reviews(seed.trail.id), seed.reviews, { updatedAt: 0 });
}
