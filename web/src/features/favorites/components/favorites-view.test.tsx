// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { META } from '../../../lib/meta';
import { toggleFavorite, useFavoriteCount } from '../../../lib/favorites';
import { syncNow } from '../../../lib/sync-engine';
import { useSyncStatus } from '../../../lib/sync-status-store';
import { makeFavorite, makeSync, makeTrail, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers } from '../../../lib/test-render';
import { FavoritesView } from './favorites-view';

const Providers = providers();
const view = () =>
  render(
    <MemoryRouter>
      <FavoritesView />
    </MemoryRouter>,
    { wrapper: Providers },
  );
const summary = () => screen.getByRole('region', { name: 'Favourites summary' });
const noTombstones = { routes: [], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] };

beforeEach(async () => {
  stubNavigatorOnline();
  // The one-time legacy migration reads localStorage: there is none here.
  await db.meta.put({ key: 'legacyFavoritesMigrated', value: 'done' });
  await Promise.all([db.routes.clear(), db.favorites.clear(), db.meta.bulkDelete([META.cursor, META.lastSyncedAt])]);
  useSyncStatus.setState({ syncing: false, lastError: null, attempted: false, progress: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('favourites after a trail is deleted', () => {
  it('the badge count, "Showing X of Y" and the summary cards agree once the tombstone syncs', async () => {
    const kept = makeTrail({ id: 1, name: 'Kept', distance: 12 });
    const gone = makeTrail({ id: 2, name: 'Gone', distance: 30, province: 'Western Cape' });
    const answers = [
      makeSync({ full: true, cursor: 'c1', routes: [kept, gone] }),
      makeSync({ cursor: 'c2', deleted: { ...noTombstones, routes: [2] } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(answers.shift())),
    );
    await act(() => syncNow());
    await toggleFavorite(kept);
    await toggleFavorite(gone);

    const badge = renderHook(() => useFavoriteCount());
    view();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 favorite trails'));
    expect(badge.result.current).toBe(2);

    await act(() => syncNow());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1 of 1 favorite trails'));
    await waitFor(() => expect(badge.result.current).toBe(1));
    expect(summary().textContent).toContain('1Favorite Trail');
    expect(summary().textContent).toContain('12 kmTotal Distance');
    expect(await db.favorites.toCollection().primaryKeys()).toEqual([1]);
  });

  it('a full sync drops a favourite whose trail the catalogue no longer holds', async () => {
    await db.favorites.add(makeFavorite({ id: 9, name: 'Old', distance: 5 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(makeSync({ full: true, cursor: 'c1', routes: [makeTrail({ id: 1 })] }))),
    );
    // A device that synced before and lost its cursor (a 404 clears it): the next sync is full.
    await db.meta.put({ key: META.lastSyncedAt, value: '2025-01-02T00:00:00.000Z' });
    const badge = renderHook(() => useFavoriteCount());
    view();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 0 of 1 favorite trails'));
    expect(badge.result.current).toBe(1);

    await act(() => syncNow());
    await waitFor(() => expect(screen.getByText('No Favorite Trails Yet')).toBeTruthy());
    expect(badge.result.current).toBe(0);
  });
});
