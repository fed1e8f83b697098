import type { EntityManager } from '@mikro-orm/core';
import { matchesFilters, type Route, type RouteFilters, type Stats } from '@trailfinder/shared-types';
import { TrailSchema } from './trail.entity.js';
import { toRoute } from './trail.mapper.js';
import { NotFoundError } from '../../plugins/app/errors.js';

/**
 * Trail queries. The whole live catalogue (~100 rows) is small, so it is loaded once and kept in
 * memory for a few seconds; every filter then runs through the same `matchesFilters` the web app
 * uses. Writes through this process call `invalidate()`.
 */
export class TrailRepository {
  private cache: { at: number; routes: Route[] } | null = null;
  /** Bumped on every reload: lets response caches know the data may have changed. */
  generation = 0;

  constructor(
    private readonly em: () => EntityManager,
    private readonly ttlMs = 5_000,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  async all(): Promise<Route[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.routes;
    const rows = await this.em().find(TrailSchema, { deletedAt: null }, { orderBy: { id: 'asc' } });
    const routes = rows.map(toRoute);
    this.cache = { at: Date.now(), routes };
    this.generation++;
    return routes;
  }

  async list(filters: RouteFilters): Promise<Route[]> {
    return (await this.all()).filter((r) => matchesFilters(r, filters));
  }

  async getById(id: number): Promise<Route> {
    const row = await this.em().findOne(TrailSchema, { id, deletedAt: null });
    if (!row) throw new NotFoundError('Route not found');
    return toRoute(row);
  }

  async stats(): Promise<Stats> {
    const routes = await this.all();
    const totalDistance = routes.reduce((sum, r) => sum + r.distance, 0);
    const averageRating = routes.length ? routes.reduce((sum, r) => sum + r.rating, 0) / routes.length : 0;
    return {
      totalRoutes: routes.length,
      totalDistance: Math.round(totalDistance * 10) / 10,
      averageRating: Math.round(averageRating * 10) / 10,
    };
  }
}
