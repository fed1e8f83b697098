import type { QueryClient } from '@tanstack/react-query';
import type { PageSeed } from '@trailfinder/shared-types';
import { seedTrailReviews } from '../features/reviews/seed-reviews';
import { seedServerConfig } from '../lib/server-config';

/**
 * The answers a rendered page came with (its seed), put in the query cache before the first
 * render, on the server (entry-server.tsx) and in the browser (main.tsx) alike: the server's
 * settings and a trail page's reviews. The parts that show them hydrate as they were rendered.
 */
export function seedQueries(client: QueryClient, seed: PageSeed): void {
  seedServerConfig(client, seed.config);
  seedTrailReviews(client, seed);
}
