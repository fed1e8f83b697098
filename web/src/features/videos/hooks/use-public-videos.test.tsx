// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { applySync } from '../../../lib/sync-apply';
import { makeSync, makeVideo, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers } from '../../../lib/test-render';
import { usePublicVideos } from './use-public-videos';

const racing = { category: 'racing', featured: false } as const;
const gallery = [makeVideo(1, 'Cape Epic stage one', racing), makeVideo(2, 'Drakensberg enduro', racing)];

beforeEach(async () => {
  stubNavigatorOnline();
  await Promise.all([db.videos.clear(), db.meta.clear()]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(gallery)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the video gallery on a first visit', () => {
  it('never flashes empty when the first sync stores the videos: the server list, then the device list', async () => {
    // Every gallery the page renders, in order.
    const seen: (string[] | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const shown = usePublicVideos('');
        seen.push(shown.videos?.map((v) => v.title));
        return shown;
      },
      { wrapper: providers() },
    );
    const titles = () => result.current.videos?.map((v) => v.title);
    // The device holds no videos yet: the server's answer stands in.
    await waitFor(() => expect(titles()).toEqual(['Cape Epic stage one', 'Drakensberg enduro']));
    const fromServer = result.current.videos;
    // The first sync lands with the same videos, and the device's copy takes over: a list of its own.
    await applySync(db, makeSync({ full: true, cursor: '2026-04-01T00:00:00.000Z', videos: gallery }));
    await waitFor(() => expect(result.current.videos).not.toBe(fromServer));
    expect(seen.filter((t) => t !== undefined && t.length === 0)).toEqual([]);
    expect(titles()).toEqual(['Cape Epic stage one', 'Drakensberg enduro']);
  });
});
