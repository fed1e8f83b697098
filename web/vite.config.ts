import { readFileSync } from 'node:fs';
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

/** The import that brings Chakra's page-wide CSS (main.tsx), and the id Vite's CSS handling sees. */
const CHAKRA_BASE_CSS = 'virtual:chakra-base.css';
const RESOLVED_CHAKRA_BASE_CSS = '/@chakra-base.css';
/** The trail cards' icons as CSS masks (decision 092), and the id Vite's CSS handling sees. */
const ICON_MASKS_CSS = 'virtual:icon-masks.css';
const RESOLVED_ICON_MASKS_CSS = '/@icon-masks.css';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The dark palette, written into index.html at build time: no JavaScript, no flash of light
    // colours (decision 031).
    {
      name: 'build-time-stylesheets',
      transformIndexHtml: () => [{ tag: 'style', children: darkPaletteCss(), injectTo: 'head' as const }],
    },
    // Chakra's page-wide CSS (layer order, reset, global styles, token variables), made at build
    // time into the app's one stylesheet: the rider's pages draw with no Chakra code (decision 090).
    // Chakra's own provider, in the parts that use its components, writes the same rules again.
    {
      name: 'chakra-base-stylesheet',
      resolveId: (id: string) => (id === CHAKRA_BASE_CSS ? RESOLVED_CHAKRA_BASE_CSS : undefined),
      load: async (id: string) =>
        id === RESOLVED_CHAKRA_BASE_CSS ? (await import('./src/config/chakra-base-css')).chakraBaseCss() : undefined,
    },
    // The icons on every trail card, lucide-react's drawings made at build time into the stylesheet
    // as masks: a card's icon is one empty element, with no component and no SVG (decision 092).
    {
      name: 'icon-masks-stylesheet',
      resolveId: (id: string) => (id === ICON_MASKS_CSS ? RESOLVED_ICON_MASKS_CSS : undefined),
      load: async (id: string) =>
        id === RESOLVED_ICON_MASKS_CSS ? (await import('./src/config/icon-masks-css')).iconMasksCss() : undefined,
    },
    // The rider's colour theme and the early-tap keeper (src/lib/early-taps.ts) are a few lines
    // inline in the head: a script file there would hold the first paint for a request. The server
    // allows exactly these scripts by their CSP hashes.
    {
      name: 'inline-head-scripts',
      transformIndexHtml: (html: string) =>
        html.replace(
          /<script src="\/(color-mode|early-taps)\.js"><\/script>/g,
          (_, name: string) =>
            `<script>${readFileSync(new URL(`./public/${name}.js`, import.meta.url), 'utf8').trim()}</script>`,
        ),
    },
    // The app's code at low priority (decision 081): on a slow link the HTML, the stylesheet and
    // the pictures go first, so the server's page paints before 220 KB of script arrive. Vite's
    // own tags, with a standard priority hint added once Vite has written them.
    {
      name: 'code-after-the-paint',
      transformIndexHtml: {
        order: 'post' as const,
        handler: (html: string) =>
          html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
      },
    },
    // The server-rendering build (src/entry-server.tsx) needs neither the worker nor the manifest;
    // the worker's registration (never run on the server) resolves to a stand-in there.
    isSsrBuild && {
      name: 'no-pwa-on-server',
      resolveId: (id: string) => (id === 'virtual:pwa-register' ? '\0pwa-register-server' : undefined),
      load: (id: string) =>
        id === '\0pwa-register-server' ? 'export const registerSW = () => async () => {};' : undefined,
    },
    !isSsrBuild &&
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
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
          // The admin dashboard's own code (its area and its tracks panel) is online only: offline,
          // the dashboard says it needs an internet connection and never loads it. The admin's
          // dialogs on the videos page stay, since its Admin Login opens offline too. The store
          // screenshots are for the install sheet, and .vite/ is the build's manifest for the server.
          globIgnores: ['**/admin-area-*.js', '**/admin-tracks-panel-*.js', 'screenshots/**', '.vite/**'],
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: { alias: sharedTypesAlias },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server bundle carries its libraries: the API's production image runs it without web's node_modules.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node22', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // .vite/manifest.json: the server reads the files of a rendered page's parts from it
        // (app/page-parts.ts, api/src/modules/page-rendering).
        manifest: true,
        target: 'es2022',
        // Every browser the app supports preloads modules itself; the polyfill cost the first download.
        modulePreload: { polyfill: false },
        // One stylesheet, linked by index.html: the CSS Modules of the lazily loaded parts the server
        // renders (home sections, the trail page, the footer) are in the page's first stylesheet,
        // so a server-rendered page is never drawn unstyled (decision 065).
        cssCodeSplit: false,
        // The first download (React, Chakra, Dexie, TanStack Query, the home page) is ~650 kB raw; the
        // real budget is gzip, checked by `npm run size` (scripts/check-bundle-size.mjs).
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A module two lazy parts share gets a file of its own; under ~2 kB gzip it is
              // printed into each chunk that reads it instead (one state kept by Rolldown's
              // runtime), so the trail page makes 16 requests rather than 34 (decision 098).
              // A module importing a CSS Module stays one file, so its rules are written once.
              experimentalInlineCommonChunks: { maxSize: 6000, exclude: /\.css(\?|$)/ },
              // What the home page loads up front goes in three files (React, the other libraries,
              // then our code) rather than the many small shared chunks automatic splitting makes:
              // each file is compressed on its own, so the same code costs less gzip this way. Lazy
              // pages split as usual; Chakra comes with the parts that use it (decision 090).
              groups: [
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                  priority: 3,
                },
                { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
