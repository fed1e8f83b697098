import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAdminSession, SESSION_FRESH_MS, signIn, signOut, useAdminSessionStore } from './session-store';

const admin = { id: 1, username: 'admin', email: 'admin@example.test' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('window', globalThis);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  useAdminSessionStore.setState({ admin: null, status: 'unknown', checkedAt: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sessionCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/session');

describe('admin session (spec section 4)', () => {
  it('asks nobody when no token is stored', async () => {
    await checkAdminSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAdminSessionStore.getState()).toMatchObject({ admin: null, status: 'known' });
  });

  it('keeps a check fresh for 5 minutes and never retries a failure', async () => {
    storage.set('adminToken', 'abc');
    fetchMock.mockResolvedValue(json(401, { message: 'Authentication required' }));
    await checkAdminSession();
    await checkAdminSession();
    expect(sessionCalls()).toHaveLength(1);
    // A rejected token is dropped, so the next check asks nobody.
    expect(storage.has('adminToken')).toBe(false);

    storage.set('adminToken', 'def');
    fetchMock.mockResolvedValue(json(200, admin));
    vi.advanceTimersByTime(SESSION_FRESH_MS + 1);
    await checkAdminSession();
    expect(sessionCalls()).toHaveLength(2);
    expect(useAdminSessionStore.getState().admin).toEqual(admin);
  });

  it('stores the token on login and re-checks the session 100 ms later', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/login' ? json(200, { token: 'tok', admin }) : json(200, admin),
    );
    await signIn(' admin ', 'secret');
    expect(storage.get('adminToken')).toBe('tok');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ username: 'admin', password: 'secret' });
    expect(sessionCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(sessionCalls()).toHaveLength(1);
    expect(new Headers(sessionCalls()[0][1].headers).get('authorization')).toBe('Bearer tok');
  });

  it('logs out on the server, drops the token and refreshes the session', async () => {
    storage.set('adminToken', 'tok');
    useAdminSessionStore.setState({ admin, status: 'known', checkedAt: Date.now() });
    fetchMock.mockResolvedValue(json(200, { message: 'Logged out' }));
    await signOut();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/logout');
    expect(storage.has('adminToken')).toBe(false);
    expect(useAdminSessionStore.getState().admin).toBeNull();
  });
});
