import { createHash } from 'node:crypto';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { PMTiles, TileType, type Header, type RangeResponse, type Source } from 'pmtiles';

/** A PMTiles archive on local disk, read through the `pmtiles` package's own reader. */
class FileSource implements Source {
  constructor(
    private readonly file: FileHandle,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const data = new Uint8Array(length);
    const { bytesRead } = await this.file.read(data, 0, length, offset);
    return { data: data.buffer.slice(0, bytesRead) };
  }
}

/** The file extension each tile type is served under. */
const EXTENSIONS: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'png',
  [TileType.Jpeg]: 'jpg',
  [TileType.Webp]: 'webp',
  [TileType.Avif]: 'avif',
  [TileType.Mvt]: 'mvt',
};
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  mvt: 'application/vnd.mapbox-vector-tile',
};

export interface OpenedArchive {
  /** Changes whenever the file does (path, size, modification time): part of every ETag. */
  identity: string;
  header: Header;
  metadata: Record<string, unknown>;
  format: string;
  contentType: string;
  /** Whether the archive stores its tiles gzip-compressed (vector tiles usually are). */
  gzipped: boolean;
  /** A tile's bytes, uncompressed (the reader undoes the archive's tile compression). */
  tile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  close(): Promise<void>;
}

export async function openArchive(path: string): Promise<OpenedArchive> {
  const info = await stat(path);
  const identity = createHash('sha256')
    .update(`${path}\n${info.size}\n${info.mtimeMs}`)
    .digest('base64url')
    .slice(0, 16);
  const file = await open(path, 'r');
  try {
    const reader = new PMTiles(new FileSource(file, identity));
    const header = await reader.getHeader();
    const format = EXTENSIONS[header.tileType];
    if (!format) throw new Error(`MAP_PMTILES: tile type ${header.tileType} is not one this server can serve`);
    const metadata = await reader.getMetadata().catch(() => ({}));
    return {
      identity,
      header,
      metadata: metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {},
      format,
      contentType: CONTENT_TYPES[format],
      gzipped: header.tileCompression === 2,
      async tile(z, x, y) {
        const found = await reader.getZxy(z, x, y);
        return found ? new Uint8Array(found.data) : undefined;
      },
      close: () => file.close(),
    };
  } catch (err) {
    await file.close();
    throw err;
  }
}
