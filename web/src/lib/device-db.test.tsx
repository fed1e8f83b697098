// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Shows 'error' in place of its children when they throw, as the app's error boundary would. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? 'error' : this.props.children);
}

afterEach(() => {
  vi.doUnmock('./db');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('the device database, loaded on first use', () => {
  it('gives a live query the app database once its code has loaded, and follows its writes', async () => {
    const { useLiveQuery } = await import('./use-live-query');
    const { loadDb } = await import('./device-db');
    const { result } = renderHook(() => useLiveQuery((db) => db.savedRoutes.count(), [], -1));
    // Until the module and the first read answer, the default the page was rendered with.
    expect(result.current).toBe(-1);
    const db = await loadDb();
    await db.savedRoutes.clear();
    await waitFor(() => expect(result.current).toBe(0));
    await db.savedRoutes.put({ id: 7, savedAt: '2026-01-02T00:00:00.000Z' });
    await waitFor(() => expect(result.current).toBe(1));
    expect(await loadDb()).toBe(db);
  });

  it('on a first visit, reads the device once: the database is created before any query is made', async () => {
    // A device that has never had the app's database.
    await new Promise((resolve) => {
      const req = indexedDB.deleteDatabase('trailfinder');
      req.onsuccess = req.onerror = resolve;
    });
    const { useLiveQuery } = await import('./use-live-query');
    const { loadDb } = await import('./device-db');
    const querier = vi.fn((db: import('./db').TrailDb) => db.savedRoutes.count());
    const { result } = renderHook(() => useLiveQuery(querier, [], -1));
    await waitFor(() => expect(result.current).toBe(0));
    // Time for a second read, were one coming (Dexie tells the live queries made before it created
    // the database to read again): another transaction on the same database, and a moment more.
    await (await loadDb()).meta.get('settle');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(querier).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's default when the database's code cannot be fetched, and tries again next time", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.doMock('./db', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { useLiveQuery } = await import('./use-live-query');
    const { loadDevice } = await import('./device-db');
    const Saved = () => <p>{useLiveQuery((db) => db.savedRoutes.count(), [], 'as painted')}</p>;
    render(
      <Boundary>
        <Saved />
      </Boundary>,
    );
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The device database could not be loaded', expect.any(Error)),
    );
    // A moment for React to render whatever the failure caused: no error replaces the page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('as painted')).toBeTruthy();

    // The connection is back: the next use fetches the module again.
    vi.doUnmock('./db');
    const device = await loadDevice();
    expect(device.db.name).toBe('trailfinder');
  });
});
