import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type TrailDb } from './db';
import { freeUpSpace, isQuotaError, withQuotaRetry } from './storage-quota';
import { makeFavorite } from './test-fixtures';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`quota-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

const quotaError = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
const weather = (routeId: number) => ({
  routeId,
  fetchedAt: '2026-11-20T08:00:00.000Z',
  data: {} as never,
});

describe('isQuotaError', () => {
  it('recognises the browser error and Dexie wrapping it', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaError(new Error('Failed to fetch'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });
});

describe('freeUpSpace', () => {
  it('drops weather and reviews of trails the rider did not keep, never favourites', async () => {
    await db.favorites.add(makeFavorite({ id: 1, name: 'Jonkershoek', province: 'Western Cape', distance: 20 }));
    await db.savedRoutes.add({ id: 2, savedAt: '2026-11-01T00:00:00.000Z' });
    await db.weather.bulkPut([weather(1), weather(2), weather(3)]);
    await freeUpSpace(db);
    expect(await db.weather.toCollection().primaryKeys()).toEqual([1, 2]);
    expect(await db.favorites.count()).toBe(1);
    expect(await db.savedRoutes.count()).toBe(1);
  });
});

describe('withQuotaRetry', () => {
  it('frees space and writes again once when the disk is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.weather.put(weather(3));
    const write = vi.fn().mockRejectedValueOnce(quotaError()).mockResolvedValueOnce('stored');
    await expect(withQuotaRetry(write, db)).resolves.toBe('stored');
    expect(write).toHaveBeenCalledTimes(2);
    expect(await db.weather.count()).toBe(0);
  });

  it('passes other errors straight through', async () => {
    const write = vi.fn().mockRejectedValue(new Error('ConstraintError'));
    await expect(withQuotaRetry(write, db)).rejects.toThrow('ConstraintError');
    expect(write).toHaveBeenCalledOnce();
  });
});
