/**
 * Node flags the production server runs with (`npm start`, `npm run bench`; the Dockerfile sets the
 * same, the V8 ones through NODE_OPTIONS, `--liftoff-only` on its command line). A larger young
 * generation (V8's default semi-space is 16 MiB) lets the
 * short-lived objects of 200 concurrent requests die young instead of being promoted: under the
 * bench's load that measured both a lower peak RSS and a lower p99 than the default.
 * A cap on the old generation: on a machine with plenty of memory V8 otherwise lets the heap grow
 * by ~250 MiB under 200 connections (even for a 658-byte static file) and keeps it; capped at
 * 224 MiB it collects sooner and gives the memory back when the load stops. The catalogue snapshot
 * of 10,000 trails fits well within it. A host may raise it through NODE_OPTIONS.
 * WebAssembly compiled once, by V8's baseline compiler (the embedded database, PGlite, is 8.9 MB of
 * it): optimising it again in the background cost ~70-90 MiB that stayed resident, and bought no
 * measurable speed for this app's queries (decision 049). Without PGlite (PostgreSQL) it changes nothing.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--max-old-space-size=224', '--liftoff-only'];
