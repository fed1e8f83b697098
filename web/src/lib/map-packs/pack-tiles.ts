import { PMTiles, TileType, type Source } from 'pmtiles';
import { listStoredPacks, storedPackResponse, type StoredPack } from './pack-cache';

/** A stored pack file read in slices, the way `pmtiles` reads an archive over HTTP. */
class BlobSource implements Source {
  constructor(
    private readonly blob: Blob,
    private readonly key: string,
  ) {}
  getKey() {
    return this.key;
  }
  async getBytes(offset: number, length: number) {
    return { data: await this.blob.slice(offset, offset + length).arrayBuffer() };
  }
}

interface OpenPack {
  pack: StoredPack;
  reader: PMTiles;
}

const TYPES: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
  // Handed back uncompressed by the reader, as a browser gets it after undoing the server's gzip.
  [TileType.Mvt]: 'application/vnd.mapbox-vector-tile',
};

let opened: Promise<OpenPack[]> | null = null;

/** Forget the open packs (one was added or deleted): the next tile opens them again. */
export function packsChanged(): void {
  opened = null;
}

async function openPacks(): Promise<OpenPack[]> {
  const open: OpenPack[] = [];
  for (const pack of await listStoredPacks()) {
    const res = await storedPackResponse(pack.routeId);
    if (res) open.push({ pack, reader: new PMTiles(new BlobSource(await res.blob(), `${pack.routeId}|${pack.etag}`)) });
  }
  return open;
}

const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,8})\/(\d{1,8})\.\w+$/;

/** Whether a tile overlaps a pack's area (its edges strictly inside the box's). */
export function tileInBox(z: number, x: number, y: number, [w, s, e, n]: StoredPack['bbox']): boolean {
  const side = 2 ** z;
  const lngOf = (tx: number) => (tx / side) * 360 - 180;
  const latOf = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / side))) * 180) / Math.PI;
  return lngOf(x + 1) > w && lngOf(x) < e && latOf(y + 1) < n && latOf(y) > s;
}

/** The tile at a /tiles/{z}/{x}/{y}.ext path from a stored pack, or undefined when none holds it. */
export async function tileFromPacks(pathname: string): Promise<Response | undefined> {
  const m = TILE_PATH.exec(pathname);
  if (!m) return undefined;
  const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  opened ??= openPacks().catch(() => []);
  for (const { pack, reader } of await opened) {
    if (z < pack.minZoom || z > pack.maxZoom || !tileInBox(z, x, y, pack.bbox)) continue;
    const tile = await reader.getZxy(z, x, y).catch(() => undefined);
    if (!tile) continue;
    const type = TYPES[(await reader.getHeader()).tileType as TileType] ?? 'application/octet-stream';
    return new Response(tile.data, { headers: { 'Content-Type': type, 'X-From-Map-Pack': String(pack.routeId) } });
  }
  return undefined;
}
