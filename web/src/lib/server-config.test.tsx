// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@trailfinder/shared-types';
import { DEFAULT_SERVER_CONFIG } from '../config/app-config';
import { db } from './db';
import { META, readMeta } from './meta';
import { saveSeededServerConfig, seedServerConfig, useServerConfig } from './server-config';
import { stubNavigatorOnline } from './test-fixtures';
import { json, providers, setOnline, testQueryClient } from './test-render';

const settings = (contactEmail: string): ClientConfig => ({
  tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
  tileAttribution: '© Example',
  tileDownloadAllowed: false,
  contactEmail,
});

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await db.meta.delete(META.serverConfig);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the server's settings", () => {
  it('on a rendered page: the settings it came with, from the first render, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = testQueryClient();
    seedServerConfig(client, settings('seed@example.org'));
    const { result } = renderHook(() => useServerConfig(), { wrapper: providers(client) });
    expect(result.current.contactEmail).toBe('seed@example.org');
    // ... and kept on the device for off-grid visits, once.
    await saveSeededServerConfig(settings('seed@example.org'));
    expect((await readMeta<ClientConfig>(db, META.serverConfig))?.contactEmail).toBe('seed@example.org');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offline: the device's last copy, without a request", async () => {
    await db.meta.put({ key: META.serverConfig, value: settings('kept@example.org') });
    setOnline(network, false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useServerConfig(), { wrapper: providers() });
    expect(result.current).toEqual(DEFAULT_SERVER_CONFIG); // while the device is read
    await waitFor(() => expect(result.current.contactEmail).toBe('kept@example.org'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("online on a page without them: the server's answer, which replaces the device's copy", async () => {
    await db.meta.put({ key: META.serverConfig, value: settings('old@example.org') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(settings('new@example.org'))),
    );
    const { result } = renderHook(() => useServerConfig(), { wrapper: providers() });
    await waitFor(() => expect(result.current.contactEmail).toBe('new@example.org'));
    expect((await readMeta<ClientConfig>(db, META.serverConfig))?.contactEmail).toBe('new@example.org');
  });
});
