import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * @trailfinder/shared-types is consumed as TypeScript source (no build step). An alias rather
 * than `resolve.conditions: ['source']`: that condition is also published by third-party
 * packages (@internationalized/*, pulled in by Chakra) and would pull in their raw sources.
 * `/rules` is the zod-free entry (constants, provinces, filter rules) for the initial bundle.
 */
export const sharedTypesAlias = [
  {
    find: /^@trailfinder\/shared-types\/rules$/,
    replacement: fileURLToPath(new URL('../shared-types/src/rules.ts', import.meta.url)),
  },
  {
    find: /^@trailfinder\/shared-types$/,
    replacement: fileURLToPath(new URL('../shared-types/src/index.ts', import.meta.url)),
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedTypesAlias },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The entry holds React, Chakra, Dexie and zod (~600 kB raw); the real budget is gzip,
    // checked by `npm run size` (scripts/check-bundle-size.mjs).
    chunkSizeWarningLimit: 700,
  },
});
