import { useEffect, useState } from 'react';
import { listStoredPacks, MAP_PACK_CACHE, type StoredPack } from './pack-cache';
import { usePackDownloads } from './download-store';

/** The packs stored on this device, read again whenever one is added or deleted (any tab). */
export function useStoredPacks(): StoredPack[] | undefined {
  const [packs, setPacks] = useState<StoredPack[]>();
  const downloads = usePackDownloads();
  useEffect(() => {
    let live = true;
    const read = () =>
      void listStoredPacks()
        .then((p) => live && setPacks(p))
        .catch(() => live && setPacks([]));
    read();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MAP_PACK_CACHE);
    channel?.addEventListener('message', read);
    return () => {
      live = false;
      channel?.close();
    };
  }, [downloads]);
  return packs;
}

export interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** What the device says this site uses and may use (navigator.storage.estimate()). */
export function useStorageFigures(deps: unknown): StorageFigures | null {
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  useEffect(() => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) return;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)])
      .then(([e, persisted]) => setFigures({ usage: e.usage ?? 0, quota: e.quota ?? 0, persisted }))
      .catch(() => setFigures(null));
  }, [deps]);
  return figures;
}
