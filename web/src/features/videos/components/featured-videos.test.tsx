// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/use-live-query';
import { syncNow } from '../../../lib/sync-engine';
import { useSyncStatus } from '../../../lib/sync-status-store';
import { makeSync, makeVideo as video, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { PageSeedProvider } from '../../../lib/page-seed';
import { json, providers } from '../../../lib/test-render';
import { FeaturedVideos } from './featured-videos';

/** Says when a live read of the device's videos, started after the section's, has answered. */
function DeviceRead() {
  const count = useLiveQuery(() => db.videos.count(), []);
  return count === undefined ? null : <p>device read</p>;
}

beforeEach(async () => {
  stubNavigatorOnline();
  await Promise.all([db.videos.clear(), db.meta.clear(), db.routes.clear()]);
  useSyncStatus.setState({ syncing: false, lastError: null, attempted: false, progress: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the home page featured videos', () => {
  it('on a first visit, waits for the first sync: never says "No videos available yet." before the videos arrive', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    // Not even for a moment: every change of the page is looked at.
    let saidNone = false;
    const watch = new MutationObserver(() => {
      saidNone ||= document.body.textContent?.includes('No videos available yet.') ?? false;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <>
        <FeaturedVideos />
        <DeviceRead />
      </>,
      { wrapper: providers() },
    );
    const syncing = syncNow();
    // The device's (empty) copy has been read while the download runs.
    await waitFor(() => expect(useSyncStatus.getState().syncing).toBe(true));
    await screen.findByText('device read');
    expect(screen.queryByText('No videos available yet.')).toBeNull();

    answer(json(makeSync({ full: true, cursor: '2026-04-01T00:00:00.000Z', videos: [video(1, 'Cornering basics')] })));
    await act(() => syncing);
    await screen.findByText('Cornering basics');
    watch.disconnect();
    expect(saidNone).toBe(false);
  });

  it('says "No videos available yet." once a sync has found none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(makeSync({ full: true, cursor: '2026-04-01T00:00:00.000Z' }))),
    );
    render(<FeaturedVideos />, { wrapper: providers() });
    await act(() => syncNow());
    await waitFor(() => expect(screen.getByText('No videos available yet.')).toBeTruthy());
  });

  it("a page the server rendered shows its videos at once, and the device's copy once a sync has stored it", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const seed = { trails: [], videos: [video(1, 'Cornering basics'), video(2, 'Braking on loose rock')] };
    render(
      <PageSeedProvider seed={seed}>
        <FeaturedVideos />
        <DeviceRead />
      </PageSeedProvider>,
      { wrapper: providers() },
    );
    // The first render, before the device has been read: the page's videos, no placeholders.
    expect(screen.getByText('Cornering basics')).toBeTruthy();
    expect(screen.getByText('Braking on loose rock')).toBeTruthy();
    const syncing = syncNow();
    await screen.findByText('device read');
    expect(screen.getByText('Cornering basics')).toBeTruthy();

    // The admin has changed the featured videos since: the device's copy takes over.
    answer(json(makeSync({ full: true, cursor: '2026-04-01T00:00:00.000Z', videos: [video(3, 'Trail etiquette')] })));
    await act(() => syncing);
    await screen.findByText('Trail etiquette');
    expect(screen.queryByText('Cornering basics')).toBeNull();
  });
});
