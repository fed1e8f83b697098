import type { QueryClient } from '@tanstack/react-query';
import type { PageSeed } from '@trailfinder/shared-types';
import { queryKeys } from '../../lib/query/query-keys';

/**
 * A rendered trail page came with its reviews (its seed): the trail's reviews query starts with
 * them, on the server and in the browser alike, so the reviews are in the page and hydrate as
 * rendered. Dated 0, so stale at once: the query still asks the server as the page mounts and
 * keeps that answer on the device, as before.
 */
export function seedTrailReviews(client: QueryClient, seed: PageSeed): void {
  if (seed.trail && seed.reviews) client.setQueryData(queryKeys.reviews(seed.trail.id), seed.reviews, { updatedAt: 0 });
}
