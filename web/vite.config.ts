import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './pwa-manifest';
import { darkPaletteCss } from './src/config/dark-palette';

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
  plugins: [
    react(),
    // The dark palette as a stylesheet in index.html: no JavaScript, no flash of light colours.
    {
      name: 'dark-palette',
      transformIndexHtml: () => [{ tag: 'style', children: darkPaletteCss(), injectTo: 'head' }],
    },
    VitePWA({
      // src/sw.ts is our own worker (precache + page fallback + map tiles); see docs/decisions/007.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // A new version waits for the rider to press Reload (src/features/pwa); never a silent swap.
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['logo.svg', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The admin dashboard is online only, and the store screenshots are for the install sheet.
        globIgnores: ['**/admin-area-*.js', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: sharedTypesAlias },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The first download (React, Chakra, Dexie, TanStack Query, the home page) is ~650 kB raw; the
    // real budget is gzip, checked by `npm run size` (scripts/check-bundle-size.mjs).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the home page loads up front goes in two files (libraries, then our code) rather
          // than the ~40 small shared chunks automatic splitting makes: each file is compressed on
          // its own, so the same code costs ~9 KB less gzip this way. Lazy pages split as usual.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
