import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Source } from 'pmtiles';
import { createTestApp } from '../helpers.js';
import { adminConfig, asAdmin, login } from '../admin-test-kit.js';
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

/** Adds a trail with only a trailhead (its pack is the 5 km around it) at Tokai, Cape Town; answers its id. */
export async function addTokaiTrailhead(app: FastifyInstance, token: string, name: string): Promise<number> {
  const created = await asAdmin(app, token, {
    method: 'POST',
    url: '/api/admin/routes',
    payload: {
      name,
      location: 'Tokai',
      province: 'Western Cape',
      description: 'A trail for the map pack tests.',
      coordinatesLat: '-34.05',
      coordinatesLng: '18.42',
    },
  });
  if (created.statusCode !== 201) throw new Error(`the trail was not added: ${created.body}`);
  return (created.json() as { id: number }).id;
}
