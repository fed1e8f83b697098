// The map tiles module's public surface: other modules and the app import only from here.
export { default as tileArchivePlugin, type TileArchiveHolder } from './archive-holder.js';
export { default as tileRoutes } from './tile.routes.js';
export { archiveAttribution } from './attribution.js';
export { PmtilesWriter, TileType, Compression, type ArchiveHeaderFields } from './pmtiles-writer.js';
export type { OpenedArchive } from './tile-archive.js';
