/**
 * Node flags the production server runs with (`npm start`, `npm run bench`; the Dockerfile sets the
 * same, the V8 ones through NODE_OPTIONS, `--liftoff-only` on its command line). A larger young
 * generation (V8's default semi-space is 16 MiB) lets the
 * short-lived objects of 200 concurrent requests die young instead of being promoted: under the
 * bench's load that measured both a lower peak RSS and a lower p99 than the default.
 * No cap on the old generation (decision 054): the 224 MiB cap that was here made the whole server
 * die of "JavaScript heap out of memory" with 10,000 trails and a 10 MB GPX upload, and V8's flag
 * overrode the GPX import worker's own heap limit. A host may still set one through NODE_OPTIONS
 * (--max-old-space-size), above the figures of decision 054; it then caps that worker as well.
 * WebAssembly compiled once, by V8's baseline compiler (the embedded database, PGlite, is 8.9 MB of
 * it): optimising it again in the background cost ~70-90 MiB that stayed resident, and bought no
 * measurable speed for this app's queries (decision 049). Without PGlite (PostgreSQL) it changes nothing.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--liftoff-only'];
