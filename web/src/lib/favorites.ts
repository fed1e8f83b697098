import { useEffect } from 'react';
import { useLiveQuery, useSharedLiveQuery } from './use-live-query';
import type { Trail } from '@trailfinder/shared-types';
import type { FavoriteEntry, TrailDb } from './db';
import { loadDb } from './device-db';
import { browserStorage, forgetLegacy, legacyList, readLegacy, type LegacyStore } from './legacy-storage';
import { requestPersistentStorage } from './storage-persistence';
import { withQuotaRetry } from './storage-quota';

export type FavoriteSource = Pick<Trail, 'id' | 'name' | 'province' | 'difficulty' | 'distance'>;

/** Adds the trail to favourites or removes it; returns true when it is now a favourite. */
export async function toggleFavorite(route: FavoriteSource): Promise<boolean> {
  await ensureLegacyFavoritesMigrated();
  const db = await loadDb();
  // A full disk: cached tiles and weather are cleared and the write tried again (never favourites).
  const added = await withQuotaRetry(() =>
    db.transaction('rw', db.favorites, async () => {
      if (await db.favorites.get(route.id)) {
        await db.favorites.delete(route.id);
        return false;
      }
      const entry: FavoriteEntry = {
        id: route.id,
        name: route.name,
        province: route.province,
        difficulty: route.difficulty,
        distance: route.distance,
        addedAt: new Date().toISOString(),
      };
      await db.favorites.add(entry);
      return true;
    }),
  );
  if (added) requestPersistentStorage();
  return added;
}

/** Adding an id that is already a favourite is ignored. */
export async function addFavorite(route: FavoriteSource): Promise<void> {
  const db = await loadDb();
  if (!(await db.favorites.get(route.id))) await toggleFavorite(route);
}

/** Clear All on the favourites page. */
export async function clearFavorites(): Promise<void> {
  await ensureLegacyFavoritesMigrated();
  await (await loadDb()).favorites.clear();
}

/** Favourites, newest first. */
export async function listFavorites(db?: TrailDb): Promise<FavoriteEntry[]> {
  db ??= await loadDb();
  return db.favorites.orderBy('addedAt').reverse().toArray();
}

const NO_FAVORITES: ReadonlySet<number> = new Set();
const readFavoriteIds = async (db: TrailDb): Promise<ReadonlySet<number>> =>
  new Set(await db.favorites.toCollection().primaryKeys());
/** The favourites' ids: one live read shared by the header's count, the list's hearts and a trail's heart. */
const useSharedFavoriteIds = () => useSharedLiveQuery('favorites:ids', readFavoriteIds, NO_FAVORITES);

export function useFavoriteCount(): number {
  useLegacyFavoritesMigration();
  return useSharedFavoriteIds().size;
}

export function useFavoriteIds(): ReadonlySet<number> {
  useLegacyFavoritesMigration();
  return useSharedFavoriteIds();
}

/** Favourites newest first; undefined while IndexedDB is read. */
export function useFavoriteList(): FavoriteEntry[] | undefined {
  useLegacyFavoritesMigration();
  return useLiveQuery(listFavorites, []);
}

export function useIsFavorite(id: number): boolean {
  return useSharedFavoriteIds().has(id);
}

// --- The one-time move of a favourites list kept in localStorage into IndexedDB -------------

/**
 * localStorage key of the favourites list before favourites moved to IndexedDB (earlier versions kept
 * them in local storage). Its value is a JSON list, newest first, of trail ids or of objects
 * `{ id, name?, province?, difficulty?, distance?, addedAt? }`. Read once, then removed.
 */
export const LEGACY_FAVORITES_KEY = 'trailfinder-favorites';
const MIGRATED_META_KEY = 'legacyFavoritesMigrated';

export interface LegacyFavorite {
  id: number;
  name?: string;
  province?: string;
  difficulty?: string;
  distance?: number;
  addedAt?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

function toLegacyFavorite(item: unknown): LegacyFavorite | null {
  const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).id : item;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof item !== 'object' || item === null) return { id };
  const o = item as Record<string, unknown>;
  const addedAt = text(o.addedAt);
  return {
    id,
    name: text(o.name),
    province: text(o.province),
    difficulty: text(o.difficulty),
    distance: typeof o.distance === 'number' && Number.isFinite(o.distance) ? o.distance : undefined,
    addedAt: addedAt && !Number.isNaN(Date.parse(addedAt)) ? new Date(addedAt).toISOString() : undefined,
  };
}

/** The stored legacy value as entries; a malformed or missing value is an empty list. */
export function parseLegacyFavorites(raw: string | null): LegacyFavorite[] {
  const seen = new Set<number>();
  const entries: LegacyFavorite[] = [];
  for (const item of legacyList(raw, 'favourites')) {
    const entry = toLegacyFavorite(item);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * Moves the legacy list into Dexie unless that was done before; keeps existing favourites. With
 * nothing stored under the old key (every device since that version) the device is not touched:
 * no read and no write of the database on a page's start.
 */
export async function migrateLegacyFavorites(storage: LegacyStore | undefined = browserStorage()): Promise<void> {
  const raw = readLegacy(storage, LEGACY_FAVORITES_KEY);
  if (raw === null) return;
  const db = await loadDb();
  if (await db.meta.get(MIGRATED_META_KEY)) return;
  const legacy = parseLegacyFavorites(raw);
  const now = Date.now();
  await db.transaction('rw', [db.favorites, db.routes, db.meta], async () => {
    for (const [i, f] of legacy.entries()) {
      if (await db.favorites.get(f.id)) continue;
      const route = await db.routes.get(f.id);
      await db.favorites.add({
        id: f.id,
        name: f.name ?? route?.name ?? '',
        province: f.province ?? route?.province ?? '',
        difficulty: f.difficulty ?? route?.difficulty ?? '',
        distance: f.distance ?? route?.distance ?? 0,
        // The list was newest first: keep that order when no time was stored.
        addedAt: f.addedAt ?? new Date(now - i).toISOString(),
      });
    }
    await db.meta.put({ key: MIGRATED_META_KEY, value: new Date(now).toISOString() });
  });
  forgetLegacy(storage, LEGACY_FAVORITES_KEY);
}

let migration: Promise<void> | undefined;

/** Runs the migration once per page load; failures are logged and never block favourites. */
export function ensureLegacyFavoritesMigrated(): Promise<void> {
  migration ??= migrateLegacyFavorites().catch((err: unknown) => console.warn('Favourites migration failed', err));
  return migration;
}

function useLegacyFavoritesMigration(): void {
  useEffect(() => void ensureLegacyFavoritesMigrated(), []);
}
