/**
 * Node flags the production server runs with (`npm start`, `npm run bench`; the Dockerfile sets the
 * same through NODE_OPTIONS). A larger young generation (V8's default semi-space is 16 MiB) lets the
 * short-lived objects of 200 concurrent requests die young instead of being promoted: under the
 * bench's load that measured both a lower peak RSS and a lower p99 than the default.
 * A cap on the old generation: on a machine with plenty of memory V8 otherwise lets the heap grow
 * by ~250 MiB under 200 connections (even for a 658-byte static file) and keeps it; capped at
 * 224 MiB it collects sooner and gives the memory back when the load stops. The catalogue snapshot
 * of 10,000 trails fits well within it. A host may raise it through NODE_OPTIONS.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--max-old-space-size=224'];
