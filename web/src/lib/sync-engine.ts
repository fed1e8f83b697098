import { SYNC_INTERVAL_MS } from '../config/app-config';
import { HttpError, request } from './api-client';
import type { TrailDb } from './db';
import { loadDb } from './device-db';
import { META, readMeta } from './meta';
import { applySync, looksLikeSyncResponse } from './sync-apply';
import { withQuotaRetry } from './storage-quota';
import { useSyncStatus } from './sync-status-store';
import { whenLoadedAndIdle } from './idle';

let inFlight: Promise<void> | null = null;

/** The body as text, reporting the bytes received so far (the first download is the big one). */
async function readText(res: Response, onBytes: (received: number) => void): Promise<string> {
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onBytes(received);
  }
  return text + decoder.decode();
}

async function fetchAndApply(db: TrailDb, since: string | undefined): Promise<void> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const full = !since;
  if (full) useSyncStatus.setState({ progress: { phase: 'download', receivedBytes: 0 } });
  const res = await request('GET', `/api/sync${query}`);
  const text = await readText(res, (receivedBytes) => {
    if (full) useSyncStatus.setState({ progress: { phase: 'download', receivedBytes } });
  });
  const body: unknown = JSON.parse(text);
  if (!looksLikeSyncResponse(body)) throw new Error('Unexpected /api/sync answer');
  if (full) useSyncStatus.setState({ progress: { phase: 'save', trails: body.routes.length } });
  // One transaction: a full disk leaves the previous copy intact; space is freed and it is retried.
  await withQuotaRetry(() => applySync(db, body), db);
  // Lazily: the track store is not part of the home page's first download.
  if (body.tracks?.length) {
    void import('./track-store')
      .then((m) => m.refreshSavedTracks(body.tracks, db))
      .catch((err: unknown) => console.warn('Could not refresh the saved tracks', err));
  }
}

async function runSync(given: TrailDb | undefined): Promise<void> {
  const db = given ?? (await loadDb());
  useSyncStatus.setState({ syncing: true });
  try {
    const since = await readMeta<string>(db, META.cursor);
    try {
      await fetchAndApply(db, since);
    } catch (err) {
      // A cursor the server no longer accepts (database reset): start over with a full sync.
      if (since && err instanceof HttpError && err.status === 400) await fetchAndApply(db, undefined);
      else throw err;
    }
    useSyncStatus.setState({ lastError: null });
  } catch (err) {
    // Off-grid or server down: keep showing local data, say nothing loud.
    console.warn('Sync skipped; showing the trails saved on this device.', err);
    useSyncStatus.setState({ lastError: err instanceof Error ? err.message : String(err) });
  } finally {
    useSyncStatus.setState({ syncing: false, attempted: true, progress: null });
  }
}

/** Pulls changes since the stored cursor. Concurrent calls share one request. */
export function syncNow(db?: TrailDb): Promise<void> {
  inFlight ??= runSync(db).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Syncs now, whenever the browser comes back online and every 5 minutes. Returns a stop function. */
export function startBackgroundSync({ afterLoad = false } = {}): () => void {
  const onOnline = () => void syncNow();
  // A page the server rendered already shows its trails: the first sync (download, parse, IndexedDB
  // writes) waits until the page has loaded and the browser is idle, off the first render's path.
  const cancelFirst = afterLoad ? whenLoadedAndIdle(() => void syncNow()) : (void syncNow(), () => {});
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => {
    if (navigator.onLine) void syncNow();
  }, SYNC_INTERVAL_MS);
  return () => {
    cancelFirst();
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}
