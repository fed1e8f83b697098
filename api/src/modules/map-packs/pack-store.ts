import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { HttpError } from '../../plugins/app/errors.js';
import { PmtilesWriter, type OpenedArchive } from '../map-tiles/index.js';
import { countCovering, tilesCovering, type BBox } from './pack-area.js';

/** Raise it when the pack file's layout changes, so packs made before are made again. */
const PACK_FORMAT_VERSION = 1;
/** More tile addresses than this is not one trail's map (a 10 x 10 km park at z10-16 is ~700). */
export const MAX_PACK_TILES = 60_000;

export interface PackPlan {
  routeId: number;
  bbox: BBox;
  minZoom: number;
  maxZoom: number;
  /** What the trail's area depends on: its trailhead and its tracks' versions. */
  trailKey: string;
}

export interface BuiltPack {
  file: string;
  tiles: number;
  bytes: number;
  etag: string;
}

/**
 * Trail packs as PMTiles files under DATA_DIR/map-packs, one per archive, trail and trail
 * version: made once (concurrent askers share one build, builds run one at a time), kept on disk,
 * and found again after a restart from the name, which carries the pack's key.
 */
export class PackStore {
  private readonly building = new Map<string, Promise<BuiltPack>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {}

  static keyOf(archive: OpenedArchive, plan: PackPlan): string {
    const parts = [PACK_FORMAT_VERSION, archive.identity, plan.bbox, plan.minZoom, plan.maxZoom, plan.trailKey];
    return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
  }

  get(archive: OpenedArchive, plan: PackPlan): Promise<BuiltPack> {
    const key = PackStore.keyOf(archive, plan);
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.findOrBuild(archive, plan, key).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  private async findOrBuild(archive: OpenedArchive, plan: PackPlan, key: string): Promise<BuiltPack> {
    const file = path.join(this.dir, `route-${plan.routeId}-${key}.pmtiles`);
    const etag = `"pack-${key}"`;
    const found = await readPackFile(file);
    if (found) return { file, etag, ...found };
    if (countCovering(plan.bbox, plan.minZoom, plan.maxZoom) > MAX_PACK_TILES)
      throw new HttpError(422, "This trail's area is too large for one offline map.");
    const run = this.queue.then(() => this.build(archive, plan, file));
    this.queue = run.catch(() => {});
    const built = await run;
    await this.dropOlder(plan.routeId, file);
    return { file, etag, ...built };
  }

  private async build(archive: OpenedArchive, plan: PackPlan, file: string) {
    await mkdir(this.dir, { recursive: true });
    const addresses = [...tilesCovering(plan.bbox, plan.minZoom, plan.maxZoom)]
      .map(([z, x, y]) => ({ z, x, y, id: zxyToTileId(z, x, y) }))
      .sort((a, b) => a.id - b.id);
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const writer = new PmtilesWriter(temp);
    try {
      for (const { z, x, y, id } of addresses) {
        const bytes = await archive.tile(z, x, y);
        // The reader gives tiles back uncompressed: a gzipped archive's pack keeps them gzipped.
        if (bytes) await writer.add(id, archive.gzipped ? gzipSync(bytes) : bytes);
      }
      const { header } = archive;
      const [w, s, e, n] = plan.bbox;
      const bytes = await writer.finish(
        {
          tileType: header.tileType,
          tileCompression: header.tileCompression,
          minZoom: plan.minZoom,
          maxZoom: plan.maxZoom,
          bounds: plan.bbox,
          center: [(w + e) / 2, (s + n) / 2, plan.minZoom],
        },
        { ...archive.metadata, trailfinder: { routeId: plan.routeId, bbox: plan.bbox } },
      );
      await rename(temp, file);
      return { tiles: writer.tileCount, bytes };
    } catch (err) {
      await writer.abort();
      throw err;
    }
  }

  /** The trail's packs of earlier versions (its area or the archive changed) are of no more use. */
  private async dropOlder(routeId: number, keep: string): Promise<void> {
    const prefix = `route-${routeId}-`;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const full = path.join(this.dir, name);
      if (name.startsWith(prefix) && name.endsWith('.pmtiles') && full !== keep) await rm(full, { force: true });
    }
  }
}

/** A pack made before (this run or an earlier one): its size and tile count from its header. */
async function readPackFile(file: string): Promise<{ tiles: number; bytes: number } | null> {
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(127);
    await handle.read(header, 0, 127, 0);
    return { tiles: Number(header.readBigUInt64LE(72)), bytes: info.size };
  } finally {
    await handle.close();
  }
}
