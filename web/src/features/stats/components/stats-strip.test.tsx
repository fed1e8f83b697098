// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { syncNow } from '../../../lib/sync-engine';
import { useSyncStatus } from '../../../lib/sync-status-store';
import { makeSync, makeTrail, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers } from '../../../lib/test-render';
import { StatsStrip } from './stats-strip';

const strip = () => screen.getByRole('region', { name: 'Trail statistics' });

beforeEach(async () => {
  stubNavigatorOnline();
  await Promise.all([db.routes.clear(), db.meta.clear(), db.events.clear(), db.videos.clear(), db.news.clear()]);
  useSyncStatus.setState({ syncing: false, lastError: null, attempted: false, progress: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sync engine feeding the stats strip', () => {
  it('shows skeletons on a first visit, then the totals of what the first sync stored', async () => {
    const trails = [makeTrail({ id: 1, distance: 12.25, rating: 4.5 }), makeTrail({ id: 2, distance: 30, rating: 4 })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(makeSync({ full: true, cursor: '2026-04-01T00:00:00.000Z', routes: trails }))),
    );
    render(<StatsStrip />, { wrapper: providers() });
    expect(strip().textContent).not.toMatch(/\d/);

    await act(() => syncNow());
    await waitFor(() => expect(strip().textContent).toContain('2Total Routes'));
    expect(strip().textContent).toContain('42 kmTotal Distance');
    expect(strip().textContent).toContain('4.3Average Rating');
  });

  it('groups thousands of kilometres as South Africans write them, with a no-break space', async () => {
    await db.routes.bulkPut([makeTrail({ id: 1, distance: 1234.4 }), makeTrail({ id: 2, distance: 1000.3 })]);
    await db.meta.put({ key: 'lastSyncedAt', value: '2026-04-01T00:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(makeSync({ cursor: '2026-04-02T00:00:00.000Z' }))),
    );
    render(<StatsStrip />, { wrapper: providers() });
    await waitFor(() => expect(strip().textContent).toContain('2\u00a0235 kmTotal Distance'));
  });

  it('follows a later delta: a deleted trail leaves the totals', async () => {
    await db.routes.bulkPut([
      makeTrail({ id: 1, distance: 10, rating: 5 }),
      makeTrail({ id: 2, distance: 20, rating: 3 }),
    ]);
    await db.meta.bulkPut([
      { key: 'syncCursor', value: '2026-04-01T00:00:00.000Z' },
      { key: 'lastSyncedAt', value: '2026-04-01T00:00:00.000Z' },
    ]);
    const fetch = vi.fn(async () =>
      json(
        makeSync({
          cursor: '2026-04-02T00:00:00.000Z',
          deleted: { routes: [2], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<StatsStrip />, { wrapper: providers() });
    await waitFor(() => expect(strip().textContent).toContain('2Total Routes'));

    await act(() => syncNow());
    expect(fetch).toHaveBeenCalledWith('/api/sync?since=2026-04-01T00%3A00%3A00.000Z', expect.anything());
    await waitFor(() => expect(strip().textContent).toContain('1Total Routes'));
    expect(strip().textContent).toContain('5.0Average Rating');
  });
});
