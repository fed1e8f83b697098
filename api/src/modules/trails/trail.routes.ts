import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/app/json-cache.js';
import {
  ErrorResponse,
  IdParams,
  Trail,
  TrailList,
  TrailQuery,
  TrailWithDistance,
  nearestTrails,
  trailheadOf,
  type Position,
  Stats,
  filtersFromQuery,
  matchesFilters,
} from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';

/**
 * Public trail reads, answered from the catalogue snapshot (modules/catalogue): serialized,
 * ETagged and compressed once per catalogue change, never waiting on the database.
 */
/** Trailheads parsed once per catalogue load (keyed by the loaded list), not once per near query. */
const trailheads = new WeakMap<readonly Trail[], Map<number, Position | null>>();
function trailheadLookup(all: readonly Trail[]): (t: Trail) => Position | null {
  let heads = trailheads.get(all);
  if (!heads) {
    heads = new Map(all.map((t) => [t.id, trailheadOf(t.coordinates)]));
    trailheads.set(all, heads);
  }
  const known = heads;
  return (t) => known.get(t.id) ?? null;
}

const trailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Compression and the ETag come with the snapshot's bodies, not per request.
  const snapshotRoute = { compress: false } as const;
  // No filter set: the whole list, already compressed with the snapshot.
  const unfiltered = JSON.stringify(filtersFromQuery({} as TrailQuery));

  app.get(
    '/api/stats',
    { schema: { tags: ['trails'], summary: 'Catalogue totals', response: { 200: Stats } }, ...snapshotRoute },
    async (req, reply) => sendCachedJson(req, reply, (await app.catalogue.snapshot()).bodies.stats, 'public, no-cache'),
  );

  app.get(
    '/api/routes',
    {
      schema: {
        tags: ['trails'],
        summary: 'List trails; every filter of the web app is available as a query parameter',
        description:
          '`near=<lat>,<lng>` adds `distanceKm` (straight line to the trailhead) to each trail and sorts nearest ' +
          'first; `radiusKm` then keeps trails within that many km.',
        querystring: TrailQuery,
        response: { 200: z.union([z.array(TrailWithDistance), TrailList]), 400: ErrorResponse },
      },
      ...snapshotRoute,
    },
    async (req, reply) => {
      const filters = filtersFromQuery(req.query);
      const snap = await app.catalogue.snapshot();
      const { near, radiusKm } = req.query;
      // Every rider stands somewhere else: near answers are computed, not cached (they would evict the lists).
      if (near) {
        reply.header('Cache-Control', 'private, no-cache');
        return nearestTrails(
          snap.trails.filter((r) => matchesFilters(r, filters)),
          near,
          radiusKm,
          trailheadLookup(snap.trails),
        );
      }
      // "Open now" changes with the clock: computed for each request, never kept as a variant.
      if (filters.openNow) {
        reply.header('Cache-Control', 'public, no-cache');
        return TrailList.parse(snap.trails.filter((r) => matchesFilters(r, filters)));
      }
      const key = JSON.stringify(filters);
      const entry =
        key === unfiltered
          ? snap.bodies.trails
          : snap.variants.get(snap.version, `routes:${key}`, () =>
              TrailList.parse(snap.trails.filter((r) => matchesFilters(r, filters))),
            );
      return sendCachedJson(req, reply, entry, 'public, no-cache');
    },
  );

  app.get(
    '/api/routes/:id',
    {
      schema: {
        tags: ['trails'],
        summary: 'One trail',
        params: IdParams,
        response: { 200: Trail, 400: ErrorResponse, 404: ErrorResponse },
      },
      ...snapshotRoute,
    },
    async (req, reply) => {
      const snap = await app.catalogue.snapshot();
      const trail = snap.trailById.get(req.params.id);
      if (!trail) throw new NotFoundError('Route not found');
      const entry = snap.variants.get(snap.version, `route:${trail.id}`, () => Trail.parse(trail));
      return sendCachedJson(req, reply, entry, 'public, no-cache');
    },
  );
};

export default trailRoutes;
