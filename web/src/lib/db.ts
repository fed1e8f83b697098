import Dexie, { type EntityTable } from 'dexie';
import type {
  Event,
  ForecastResponse,
  NewsArticle,
  Review,
  Route,
  Video,
  WeatherResponse,
} from '@trailfinder/shared-types';

/** A favourite as the spec describes it (section 3): a small copy so it shows off-grid. */
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

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type TrailDb = Dexie & {
  routes: EntityTable<Route, 'id'>;
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
};

export const DB_NAME = 'trailfinder';

/**
 * The versions are append-only: a shipped `db.version(n)` is never edited. A later issue adds
 * `db.version(2).stores({...})` (and an upgrade function if data must move) below this one.
 */
export function createDb(name = DB_NAME): TrailDb {
  const db = new Dexie(name) as TrailDb;
  db.version(1).stores({
    routes: 'id, province, difficulty, name',
    events: 'id, province, eventDate',
    videos: 'id, category, orderIndex',
    news: 'id, publishedAt, category',
    favorites: 'id, addedAt',
    savedRoutes: 'id',
    meta: 'key',
  });
  // Version 2 (issue 3, trail page): last weather / forecast seen and reviews seen, per trail.
  db.version(2).stores({
    weather: 'routeId',
    forecasts: 'routeId',
    reviews: 'id, routeId',
  });
  return db;
}

export const db = createDb();
