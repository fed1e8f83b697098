import { create } from 'zustand';
import type { MapPack } from '@trailfinder/shared-types';
import { isQuotaError } from '../storage-quota';
import { requestPersistentStorage } from '../storage-persistence';
import { deleteStoredPack, dropParts } from './pack-cache';
import { downloadPack, PackChangedError } from './pack-download';

export type PackDownload =
  | { phase: 'downloading'; done: number; total: number }
  | { phase: 'paused'; done: number; total: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done' };

/** Downloads per trail, outside React so one goes on while the rider leaves the page. */
export const usePackDownloads = create<Record<number, PackDownload>>(() => ({}));
const running = new Map<number, { controller: AbortController; pack: MapPack; name: string }>();

const set = (routeId: number, value: PackDownload | undefined) =>
  usePackDownloads.setState((state) => {
    const next = { ...state };
    if (value) next[routeId] = value;
    else delete next[routeId];
    return next;
  }, true);

/** Starts (or resumes, from the parts already stored) the download of a trail's pack. */
export function startPackDownload(pack: MapPack, name: string): void {
  running.get(pack.routeId)?.controller.abort();
  const controller = new AbortController();
  running.set(pack.routeId, { controller, pack, name });
  requestPersistentStorage();
  let last = { done: 0, total: pack.bytes };
  set(pack.routeId, { phase: 'downloading', ...last });
  downloadPack(
    pack,
    name,
    (done, total) => {
      last = { done, total };
      if (!controller.signal.aborted) set(pack.routeId, { phase: 'downloading', done, total });
    },
    controller.signal,
  )
    .then(() => {
      running.delete(pack.routeId);
      set(pack.routeId, { phase: 'done' });
    })
    .catch((err: unknown) => {
      if (controller.signal.aborted) return;
      if (err instanceof PackChangedError) {
        running.delete(pack.routeId);
        return set(pack.routeId, { phase: 'failed', message: 'The map changed on the server. Download it again.' });
      }
      if (isQuotaError(err)) {
        running.delete(pack.routeId);
        return set(pack.routeId, { phase: 'failed', message: 'Not enough storage space on this device for this map.' });
      }
      // A lost connection: the parts stored so far stay; it resumes when the signal is back.
      set(pack.routeId, { phase: 'paused', ...last });
    });
}

/** Stops a download and drops what it stored. */
export function cancelPackDownload(routeId: number): void {
  running.get(routeId)?.controller.abort();
  running.delete(routeId);
  set(routeId, undefined);
  void dropParts(routeId).catch(() => {});
}

export function resumePackDownload(routeId: number): void {
  const r = running.get(routeId);
  if (r) startPackDownload(r.pack, r.name);
}

export async function removePack(routeId: number): Promise<void> {
  cancelPackDownload(routeId);
  await deleteStoredPack(routeId);
}

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    for (const [routeId, state] of Object.entries(usePackDownloads.getState()))
      if (state.phase === 'paused') resumePackDownload(Number(routeId));
  });
