import Dexie, { type EntityTable } from 'dexie';

// For the modules that load this one through lib/device-db.ts: live queries, and Dexie's key bounds.
export { liveQuery } from 'dexie';
export { Dexie };
import type {
  ConditionReport,
  ConditionsResponse,
  SyncedTrailStatus,
  Event,
  ForecastResponse,
  NewsArticle,
  Review,
  TrackFeature,
  Trail,
  Video,
  WeatherResponse,
} from '@trailfinder/shared-types';
import type { OutboxItem } from './offline/write-kinds';

/** A favourite: a small copy of the trail, so it shows off-grid. */
export interface FavoriteEntry {
  id: number;
  name: string;
  province: string;
  difficulty: string;
  distance: number;
  /** ISO timestamp; newest first. */
  addedAt: string;
}

export interface SavedRoute {
  id: number;
  savedAt: string;
}

/** The last weather answer seen for a trail (version 2), shown 'as of' its time when offline. */
export interface WeatherSnapshot {
  routeId: number;
  data: WeatherResponse;
  /** ISO time the answer was received. */
  fetchedAt: string;
}

/** The last 7-day forecast seen for a trail (version 2). */
export interface ForecastSnapshot {
  routeId: number;
  data: ForecastResponse;
  fetchedAt: string;
}

/**
 * A saved trail's track (version 5): the line and figures as GET /api/routes/:id/track answered,
 * and the GPX file, so the map line, the profile and the download work off-grid.
 */
export interface StoredTrack {
  routeId: number;
  feature: TrackFeature;
  /** The GPX download's text, or null when it could not be fetched (the line still shows). */
  gpx: string | null;
  /** The ETag the line came with, to ask for it again only when it changed. */
  etag: string | null;
  storedAt: string;
}

/** The last drying outlook seen for a trail (version 6), shown 'as of' its time when offline. */
export interface OutlookSnapshot {
  routeId: number;
  data: Pick<ConditionsResponse, 'rideableFrom' | 'outlook' | 'verdict'>;
  /** ISO time the answer was received. */
  fetchedAt: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type TrailDb = Dexie & {
  routes: EntityTable<Trail, 'id'>;
  events: EntityTable<Event, 'id'>;
  videos: EntityTable<Video, 'id'>;
  news: EntityTable<NewsArticle, 'id'>;
  favorites: EntityTable<FavoriteEntry, 'id'>;
  savedRoutes: EntityTable<SavedRoute, 'id'>;
  meta: EntityTable<MetaEntry, 'key'>;
  weather: EntityTable<WeatherSnapshot, 'routeId'>;
  forecasts: EntityTable<ForecastSnapshot, 'routeId'>;
  /** Reviews seen per trail (version 2), so a trail's reviews show off-grid. */
  reviews: EntityTable<Review, 'id'>;
  /** Rider writes waiting for a connection (version 3; kinds in offline/write-kinds.ts). */
  outbox: EntityTable<OutboxItem, 'clientId'>;
  /** Rider condition reports from /api/sync (version 4), so the verdict works off-grid. */
  conditions: EntityTable<ConditionReport, 'id'>;
  /** Trail managers' statuses from /api/sync (version 4), at most one per trail. */
  statuses: EntityTable<SyncedTrailStatus, 'id'>;
  /** Saved trails' tracks (version 5). */
  tracks: EntityTable<StoredTrack, 'routeId'>;
  /** The last drying outlook seen per trail (version 6). */
  outlooks: EntityTable<OutlookSnapshot, 'routeId'>;
};

export const DB_NAME = 'trailfinder';

/**
 * One declaration: the whole schema at its newest version. Dexie (3 and later) compares it with the
 * schema a device already has and adds what is missing, so older versions need no declaration of
 * their own unless data must move (an `upgrade()`). Parsing five declarations, each merged with the
 * ones before it, was ~8 ms of the app's start on a desktop CPU (decision 045).
 *
 * History: 1 the catalogue and the rider's lists; 2 (issue 3, trail page) last weather, forecast
 * and reviews seen per trail; 3 (issue 6) the offline outbox, sent oldest first; 4 (issue 14) rider
 * condition reports and managers' statuses; 5 (issue 15) saved trails' tracks; 6 (issue 33) the last
 * drying outlook seen per trail. A change adds to the
 * schema below and raises the version; an index that changes meaning, or data that must move, also
 * declares the previous version and an `upgrade()` (https://dexie.org/docs/Version/Version.upgrade()).
 */
export const DB_VERSION = 6;

export function createDb(name = DB_NAME): TrailDb {
  // Live queries share one read per query and get it frozen, not deep-copied for each component
  // (10,000 trails cost a copy each otherwise): their results are never changed in place.
  const db = new Dexie(name, { cache: 'immutable' }) as TrailDb;
  db.version(DB_VERSION).stores({
    routes: 'id, province, difficulty, name',
    events: 'id, province, eventDate',
    videos: 'id, category, orderIndex',
    news: 'id, publishedAt, category',
    favorites: 'id, addedAt',
    savedRoutes: 'id',
    meta: 'key',
    weather: 'routeId',
    forecasts: 'routeId',
    reviews: 'id, routeId',
    outbox: 'clientId, status, routeId, createdAt, [kind+createdAt]',
    conditions: 'id, routeId, createdAt',
    statuses: 'id, &routeId',
    tracks: 'routeId',
    outlooks: 'routeId',
  });
  return db;
}

export const db = createDb();
