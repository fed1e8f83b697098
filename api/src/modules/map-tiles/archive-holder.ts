import { stat } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { openArchive, type OpenedArchive } from './tile-archive.js';

/** How long a tile request trusts the last look at the archive file before checking it again. */
const RECHECK_MS = 30_000;

export interface TileArchiveHolder {
  /** Whether MAP_PMTILES is set. */
  configured: boolean;
  /** The archive as it is now (reopened when the file changed); null when none is configured. */
  current(opts?: { fresh?: boolean }): Promise<OpenedArchive | null>;
  /** The archive last opened, without looking at the file (for the page seed's settings). */
  latest(): OpenedArchive | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tileArchive: TileArchiveHolder;
  }
}

/**
 * Holds the one archive named by MAP_PMTILES. A host may replace the file while the server runs:
 * its size and time are looked at again (every 30 s for tiles, at every pack request), and a
 * changed file is opened anew, so every ETag made from the archive's identity changes with it.
 */
export default fp(
  async (app) => {
    const path = app.config.MAP_PMTILES;
    let opened: Promise<OpenedArchive> | null = null;
    let checkedAt = 0;
    let seen = '';
    let latest: OpenedArchive | null = null;

    const signature = async () => {
      const s = await stat(path!);
      return `${s.size}:${s.mtimeMs}`;
    };

    const current = async ({ fresh = false } = {}): Promise<OpenedArchive | null> => {
      if (!path) return null;
      if (!opened || fresh || Date.now() - checkedAt > RECHECK_MS) {
        checkedAt = Date.now();
        const now = await signature();
        if (!opened || now !== seen) {
          const before = opened;
          seen = now;
          opened = openArchive(path);
          opened.then(
            (a) => (latest = a),
            () => {}, // handled below
          );
          opened.catch(() => {
            opened = null; // a file being replaced right now: try again on the next request
          });
          void before?.then((a) => setTimeout(() => void a.close(), 60_000).unref()).catch(() => {});
        }
      }
      return opened;
    };

    app.decorate('tileArchive', {
      configured: Boolean(path),
      current,
      latest: () => latest,
    } satisfies TileArchiveHolder);
    if (path) {
      // Fail fast at start on a file that is missing or is not a PMTiles archive.
      await current();
      app.addHook('onClose', async () => (await opened?.catch(() => null))?.close());
    }
  },
  { name: 'tile-archive', dependencies: ['config'] },
);
