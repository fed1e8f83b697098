import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A small PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * a 127-byte header, a root directory, JSON metadata, leaf directories, then the tile data.
 * Tiles must be added in ascending tile id order (clustered); identical tiles are stored once.
 * The tile data goes to a side file as it comes, so a pack never sits whole in memory.
 */

export const TileType = { unknown: 0, mvt: 1, png: 2, jpeg: 3, webp: 4, avif: 5 } as const;
export const Compression = { unknown: 0, none: 1, gzip: 2, brotli: 3, zstd: 4 } as const;

export interface ArchiveHeaderFields {
  tileType: number;
  tileCompression: number;
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] */
  bounds: [number, number, number, number];
  center: [number, number, number];
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
const ROOT_LIMIT = 16_384 - HEADER_BYTES;

function writeVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function serializeDirectory(entries: Entry[]): Buffer {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    writeVarint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) writeVarint(out, e.runLength);
  for (const e of entries) writeVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    writeVarint(out, i > 0 && e.offset === prev.offset + prev.length ? 0 : e.offset + 1);
  });
  return gzipSync(Buffer.from(out));
}

/** The root directory, and leaf directories when the root alone would not fit in the first 16 KiB. */
function buildDirectories(entries: Entry[]): { root: Buffer; leaves: Buffer } {
  const root = serializeDirectory(entries);
  if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      rootEntries.push({ tileId: entries[i].tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const leafRoot = serializeDirectory(rootEntries);
    if (leafRoot.length <= ROOT_LIMIT) return { root: leafRoot, leaves: Buffer.concat(leafParts) };
  }
}

function writeHeader(
  f: ArchiveHeaderFields,
  sizes: { root: number; metadata: number; leaves: number; data: number },
  counts: { addressed: number; entries: number; contents: number },
): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('PMTiles', 0, 'latin1');
  h.writeUInt8(3, 7);
  let at = HEADER_BYTES;
  const section = (pos: number, length: number) => {
    h.writeBigUInt64LE(BigInt(at), pos);
    h.writeBigUInt64LE(BigInt(length), pos + 8);
    at += length;
  };
  section(8, sizes.root);
  section(24, sizes.metadata);
  section(40, sizes.leaves);
  section(56, sizes.data);
  h.writeBigUInt64LE(BigInt(counts.addressed), 72);
  h.writeBigUInt64LE(BigInt(counts.entries), 80);
  h.writeBigUInt64LE(BigInt(counts.contents), 88);
  h.writeUInt8(1, 96); // clustered
  h.writeUInt8(Compression.gzip, 97); // directories and metadata
  h.writeUInt8(f.tileCompression, 98);
  h.writeUInt8(f.tileType, 99);
  h.writeUInt8(f.minZoom, 100);
  h.writeUInt8(f.maxZoom, 101);
  const e7 = (v: number) => Math.round(v * 1e7);
  h.writeInt32LE(e7(f.bounds[0]), 102);
  h.writeInt32LE(e7(f.bounds[1]), 106);
  h.writeInt32LE(e7(f.bounds[2]), 110);
  h.writeInt32LE(e7(f.bounds[3]), 114);
  h.writeUInt8(f.center[2], 118);
  h.writeInt32LE(e7(f.center[0]), 119);
  h.writeInt32LE(e7(f.center[1]), 123);
  return h;
}

export class PmtilesWriter {
  private readonly entries: Entry[] = [];
  private readonly offsets = new Map<string, { offset: number; length: number }>();
  private dataBytes = 0;
  private addressed = 0;
  private lastId = -1;
  private data?: FileHandle;

  constructor(private readonly path: string) {}

  private get dataPath() {
    return `${this.path}.data`;
  }

  /** Adds one tile; ids must ascend. */
  async add(tileId: number, bytes: Uint8Array): Promise<void> {
    if (tileId <= this.lastId) throw new Error('PMTiles writer: tile ids must ascend');
    this.lastId = tileId;
    this.data ??= await open(this.dataPath, 'w');
    const hash = createHash('sha1').update(bytes).digest('hex');
    let stored = this.offsets.get(hash);
    if (!stored) {
      stored = { offset: this.dataBytes, length: bytes.length };
      await this.data.write(bytes);
      this.dataBytes += bytes.length;
      this.offsets.set(hash, stored);
    }
    this.addressed++;
    const prev = this.entries.at(-1);
    if (prev && prev.offset === stored.offset && prev.tileId + prev.runLength === tileId) prev.runLength++;
    else this.entries.push({ tileId, ...stored, runLength: 1 });
  }

  get tileCount(): number {
    return this.addressed;
  }

  /** Writes the archive at `path` (removing the side file); returns its size in bytes. */
  async finish(fields: ArchiveHeaderFields, metadata: Record<string, unknown>): Promise<number> {
    await this.data?.close();
    const { root, leaves } = buildDirectories(this.entries);
    const meta = gzipSync(Buffer.from(JSON.stringify(metadata)));
    const header = writeHeader(
      fields,
      { root: root.length, metadata: meta.length, leaves: leaves.length, data: this.dataBytes },
      { addressed: this.addressed, entries: this.entries.length, contents: this.offsets.size },
    );
    const out = createWriteStream(this.path);
    out.write(Buffer.concat([header, root, meta, leaves]));
    if (this.data) await pipeline(createReadStream(this.dataPath), out);
    else await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await rm(this.dataPath, { force: true });
    return HEADER_BYTES + root.length + meta.length + leaves.length + this.dataBytes;
  }

  /** Drops a half-written archive (after an error). */
  async abort(): Promise<void> {
    await this.data?.close().catch(() => {});
    await rm(this.dataPath, { force: true });
    await rm(this.path, { force: true });
  }
}
