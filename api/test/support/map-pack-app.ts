import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Source } from 'pmtiles';
import { createTestApp } from '../helpers.js';
import { adminConfig, login } from '../admin-test-kit.js';
import { startElevationServer } from './elevation-server.js';

/** Reads a PMTiles file held in memory with the `pmtiles` package, as a device would. */
export const bufferSource = (buf: Buffer): Source => ({
  getKey: () => 'memory',
  getBytes: async (offset, length) => ({ data: new Uint8Array(buf.subarray(offset, offset + length)).buffer }),
});

export interface MapPackApp {
  app: FastifyInstance;
  /** An administrator's token, to add trails. */
  token: string;
  close(): Promise<void>;
}

/** The app serving a tile archive (MAP_PMTILES), its data in `dir`, with a stand-in elevation service. */
export async function startMapPackApp(dir: string, archiveFile: string): Promise<MapPackApp> {
  const elevation = await startElevationServer();
  const { app, close } = await createTestApp({
    ...adminConfig,
    OPEN_METEO_BASE_URL: elevation.url,
    MAP_PMTILES: archiveFile,
    DATA_DIR: path.join(dir, 'data'),
  });
  return {
    app,
    token: await login(app),
    close: async () => {
      await close();
      await elevation.close();
    },
  };
}
