// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_LOGIN_RECHECK_MS } from '../../../lib/query/freshness';
import { queryKeys } from '../../../lib/query/query-keys';
import { json, providers, testQueryClient } from '../../../lib/test-render';
import { signIn, signOut } from '../admin-session';
import { useAdminSession } from './use-admin-session';

const admin = { id: 1, username: 'admin', email: 'admin@example.test' };
let fetch: ReturnType<typeof vi.fn>;
const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin session', () => {
  it('on the dashboard: asks the server; a 401 means signed out and is never retried', async () => {
    fetch.mockResolvedValue(json({ message: 'Authentication required' }, 401));
    const { result } = renderHook(() => useAdminSession({ dashboard: true }), { wrapper: providers() });
    await waitFor(() => expect(result.current).toEqual({ admin: null, isAdmin: false, checking: false }));
    expect(calls('/api/admin/session')).toHaveLength(1);
  });

  it('keeps an answer fresh for 5 minutes', async () => {
    fetch.mockResolvedValue(json(admin));
    const client = testQueryClient();
    const first = renderHook(() => useAdminSession({ dashboard: true }), { wrapper: providers(client) });
    await waitFor(() => expect(first.result.current.admin).toEqual(admin));
    first.unmount();
    const second = renderHook(() => useAdminSession({ dashboard: true }), { wrapper: providers(client) });
    expect(second.result.current.admin).toEqual(admin);
    expect(calls('/api/admin/session')).toHaveLength(1);
  });

  it('elsewhere: asks nobody until an admin has signed in on this device', async () => {
    const { result } = renderHook(() => useAdminSession(), { wrapper: providers() });
    expect(result.current.isAdmin).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in with the cookie only: no token in web storage, and the session is checked again 100 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetch.mockImplementation(async (url: string) =>
      url === '/api/admin/login' ? json({ token: 'header.payload.signature', admin }) : json(admin),
    );
    const client = testQueryClient();
    await signIn(client, ' admin ', 'secret');
    expect(JSON.parse(fetch.mock.calls[0][1].body as string)).toEqual({ username: 'admin', password: 'secret' });
    expect(new Headers(fetch.mock.calls[0][1].headers).get('authorization')).toBeNull();
    expect(client.getQueryData(queryKeys.admin.session)).toEqual(admin);
    const stored = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k)));
    expect(stored.join(' ')).not.toContain('header.payload.signature');

    // The videos page now asks too (an admin signed in here).
    const { result } = renderHook(() => useAdminSession(), { wrapper: providers(client) });
    expect(result.current.isAdmin).toBe(true);
    expect(calls('/api/admin/session')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(POST_LOGIN_RECHECK_MS));
    vi.useRealTimers();
    await waitFor(() => expect(calls('/api/admin/session')).toHaveLength(1));
    expect(new Headers(calls('/api/admin/session')[0][1].headers).get('authorization')).toBeNull();
    expect(calls('/api/admin/session')[0][1].credentials).toBe('include');
  });

  it('signs out on the server and forgets every admin answer held in memory', async () => {
    fetch.mockResolvedValue(json({ message: 'Logged out' }));
    const client = testQueryClient();
    client.setQueryData(queryKeys.admin.session, admin);
    client.setQueryData(queryKeys.admin.trails, [{ id: 1 }]);
    await signOut(client);
    expect(fetch.mock.calls[0][0]).toBe('/api/admin/logout');
    expect(client.getQueryData(queryKeys.admin.session)).toBeNull();
    expect(client.getQueryData(queryKeys.admin.trails)).toBeUndefined();
    const { result } = renderHook(() => useAdminSession(), { wrapper: providers(client) });
    expect(result.current.isAdmin).toBe(false);
  });
});
