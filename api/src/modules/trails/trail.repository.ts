import type { EntityManager } from '@mikro-orm/core';
import {
  matchesFilters,
  trailTotals,
  type Stats,
  type Trail as TrailDto,
  type TrailFilters,
} from '@trailfinder/shared-types';
import { TrailSchema } from './trail.entity.js';
import { toTrail } from './trail.mapper.js';
import { NotFoundError } from '../../plugins/app/errors.js';

/**
 * Trail queries. The whole live catalogue (~100 rows) is small, so it is loaded once and kept in
 * memory for a few seconds; every filter then runs through the same `matchesFilters` the web app
 * uses. Writes through this process call `invalidate()`.
 */
export class TrailRepository {
  private cache: { at: number; routes: TrailDto[] } | null = null;
  /** The reload under way: concurrent callers share it instead of each reading every row again. */
  private loading: Promise<TrailDto[]> | null = null;
  /** Bumped by invalidate(): a load that started before a write must not cache what it read. */
  private epoch = 0;
  /** Bumped on every reload: lets response caches know the data may have changed. */
  generation = 0;

  constructor(
    private readonly em: () => EntityManager,
    private readonly ttlMs = 5_000,
  ) {}

  invalidate(): void {
    this.cache = null;
    this.loading = null;
    this.epoch++;
  }

  async all(): Promise<TrailDto[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.routes;
    if (this.loading) return this.loading;
    const load = this.load();
    this.loading = load;
    try {
      return await load;
    } finally {
      if (this.loading === load) this.loading = null;
    }
  }

  private async load(): Promise<TrailDto[]> {
    const epoch = this.epoch;
    const rows = await this.em()
      .fork()
      .find(TrailSchema, { deletedAt: null }, { orderBy: { id: 'asc' } });
    const routes = rows.map(toTrail);
    if (epoch === this.epoch) this.cache = { at: Date.now(), routes };
    this.generation++;
    return routes;
  }

  async list(filters: TrailFilters): Promise<TrailDto[]> {
    return (await this.all()).filter((r) => matchesFilters(r, filters));
  }

  async getById(id: number): Promise<TrailDto> {
    const row = await this.em().findOne(TrailSchema, { id, deletedAt: null });
    if (!row) throw new NotFoundError('Route not found');
    return toTrail(row);
  }

  async stats(): Promise<Stats> {
    return trailTotals(await this.all());
  }
}
