import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, DB_VERSION, type TrailDb } from './db';

// The schemas devices may already have, as earlier releases declared them (one version each).
const SHIPPED: Record<string, string>[] = [
  {
    routes: 'id, province, difficulty, name',
    events: 'id, province, eventDate',
    videos: 'id, category, orderIndex',
    news: 'id, publishedAt, category',
    favorites: 'id, addedAt',
    savedRoutes: 'id',
    meta: 'key',
  },
  { weather: 'routeId', forecasts: 'routeId', reviews: 'id, routeId' },
  { outbox: 'clientId, status, routeId, createdAt, [kind+createdAt]' },
  { conditions: 'id, routeId, createdAt', statuses: 'id, &routeId' },
  { tracks: 'routeId' },
];

/** A database as a device on `version` left it, holding a favourite and (from 3) a queued review. */
async function shippedDb(name: string, version: number) {
  const old = new Dexie(name);
  SHIPPED.slice(0, version).forEach((stores, i) => old.version(i + 1).stores(stores));
  await old.open();
  await old.table('favorites').put({ id: 7, addedAt: '2026-11-01T08:00:00.000Z' });
  await old.table('meta').put({ key: 'syncCursor', value: 'c-42' });
  if (version >= 3) {
    await old
      .table('outbox')
      .put({ clientId: 'r-1', status: 'pending', routeId: 7, createdAt: '2026-11-02T08:00:00.000Z', kind: 'review' });
  }
  old.close();
}

let db: TrailDb | undefined;
let n = 0;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('createDb', () => {
  it.each([1, 2, 3, 4, 5])(
    'opens a device database of version %i at the newest version, keeping its data',
    async (version) => {
      const name = `db-upgrade-${version}-${++n}`;
      await shippedDb(name, version);

      db = createDb(name);
      await db.open();

      expect(db.verno).toBe(DB_VERSION);
      expect(db.tables.map((t) => t.name).sort()).toEqual(
        [...Object.keys(Object.assign({}, ...SHIPPED)), 'outlooks'].sort(),
      );
      expect(await db.favorites.get(7)).toEqual({ id: 7, addedAt: '2026-11-01T08:00:00.000Z' });
      expect(await db.meta.get('syncCursor')).toEqual({ key: 'syncCursor', value: 'c-42' });
      if (version >= 3) expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
      // The tables added since are there and usable, with their indexes.
      await db.statuses.put({ id: 1, routeId: 7 } as never);
      await expect(db.statuses.put({ id: 2, routeId: 7 } as never)).rejects.toThrow(); // &routeId: unique
      await db.tracks.put({ routeId: 7 } as never);
      expect(await db.tracks.count()).toBe(1);
      expect(await db.outbox.where('[kind+createdAt]').between(['review', ''], ['review', '\uffff']).count()).toBe(
        version >= 3 ? 1 : 0,
      );
    },
  );

  it('creates a new device database with every table', async () => {
    db = createDb(`db-new-${++n}`);
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    expect(db.tables).toHaveLength(15);
    expect(await db.routes.count()).toBe(0);
  });
});
