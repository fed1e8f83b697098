import Dexie, { type EntityTable } from 'dexie';
import type {
  Event,
  ForecastResponse,
  NewsArticle,
  Review,
  ReviewInput,
  Route,
  TrackBody,
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

/** A write the rider made, waiting to be sent (version 3); its clientId is the server's idempotency key. */
interface OutboxItemBase {
  clientId: string;
  /** ISO time it was queued. */
  createdAt: string;
  /** Sends tried so far. */
  attempts: number;
  /** Why the last send did not go through. */
  lastError?: string;
  /** 'failed': the server refused it (4xx); it stays until the rider discards it. */
  status: 'queued' | 'failed';
}

export type OutboxReviewItem = OutboxItemBase & {
  kind: 'review';
  routeId: number;
  payload: ReviewInput & { clientId: string };
};
export type OutboxTrackItem = OutboxItemBase & {
  kind: 'track';
  routeId?: undefined;
  payload: TrackBody & { clientId: string };
};
export type OutboxItem = OutboxReviewItem | OutboxTrackItem;
export type OutboxKind = OutboxItem['kind'];

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
  /** Reviews and tracking events waiting for a connection (version 3). */
  outbox: EntityTable<OutboxItem, 'clientId'>;
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
  // Version 3 (issue 6, offline outbox): writes queued while offline, sent oldest first.
  db.version(3).stores({
    outbox: 'clientId, status, routeId, createdAt, [kind+createdAt]',
  });
  return db;
}

export const db = createDb();
