import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, minifySync } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './pwa-manifest';
import { darkPaletteCss } from './src/config/dark-palette';
import { chakraGlobalCss } from './src/config/global-css';
import { createAppSystem } from './src/config/theme';
import { makeTokenSnapshot, patchSystem, patchTokenDictionary } from './src/config/token-snapshot';

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

const CHAKRA_FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/(system|token-dictionary)\.js$/;

/**
 * The theme's token dictionary as a JSON file of the browser's build (decision 037): the app fetches
 * it as its code downloads and Chakra's `createSystem` puts the tokens back instead of building them.
 * `virtual:chakra-tokens` names the file (null on the server and in `vite dev`: Chakra builds them).
 */
function chakraTokenSnapshot(client: boolean) {
  let url: string | null = null;
  return {
    name: 'chakra-token-snapshot',
    buildStart(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string }) {
      if (!client) return;
      const json = JSON.stringify(makeTokenSnapshot(createAppSystem()));
      const fileName = `assets/chakra-tokens-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
      this.emitFile({ type: 'asset', fileName, source: json });
      url = `/${fileName}`;
    },
    resolveId: (id: string) => (id === 'virtual:chakra-tokens' ? '\0chakra-tokens' : undefined),
    load: (id: string) =>
      id === '\0chakra-tokens' ? `export const tokenSnapshotUrl = ${JSON.stringify(url)};` : undefined,
    transform(code: string, id: string) {
      const file = CHAKRA_FILE.exec(id)?.[1];
      if (file === 'token-dictionary') return patchTokenDictionary(code);
      if (file === 'system') return patchSystem(code);
      return null;
    },
    // Rendered pages move this preload to boot.js, after the first paint (api: page-renderer.ts).
    transformIndexHtml: () =>
      url
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: url },
              injectTo: 'head' as const,
            },
          ]
        : [],
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    chakraTokenSnapshot(command === 'build' && !isSsrBuild),
    // Chakra's global stylesheet is in index.html (below): Chakra computes it only if something
    // reads it, and the app never does.
    {
      name: 'chakra-lazy-global-css',
      transform(code: string, id: string) {
        if (!/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/.test(id)) return null;
        const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
        if (!code.includes(eager) || !code.includes('    _global,\n')) {
          this.error(`${id} changed: see decision 035 before upgrading @chakra-ui/react`);
        }
        return code
          .replace(eager, 'let _globalMade;')
          .replace(
            '    _global,\n',
            '    get _global() { return _globalMade ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
          );
      },
    },
    // Stylesheets written into index.html at build time, in this order:
    // - Chakra's global stylesheet (layers, reset, global styles, token variables), so the browser
    //   neither computes it nor moves it into the head (decision 035);
    // - the dark palette: no JavaScript, no flash of light colours (decision 031).
    {
      name: 'build-time-stylesheets',
      transformIndexHtml: () => [
        {
          tag: 'style',
          attrs: { 'data-chakra-global': '' },
          children: chakraGlobalCss(createAppSystem()),
          injectTo: 'head',
        },
        { tag: 'style', children: darkPaletteCss(), injectTo: 'head' },
      ],
    },
    // The rider's colour theme is set by a few lines inline in the head: a script file there would
    // hold the first paint for a request. The server allows exactly this script by its CSP hash.
    {
      name: 'inline-color-mode',
      transformIndexHtml: (html: string) =>
        html.replace(
          '<script src="/color-mode.js"></script>',
          () => `<script>${readFileSync(new URL('./public/color-mode.js', import.meta.url), 'utf8').trim()}</script>`,
        ),
    },
    // public/boot.js is written to be read; the copy riders download (it counts toward the JS
    // budget) is minified like the rest of the app's code.
    !isSsrBuild && {
      name: 'minify-boot-script',
      apply: 'build' as const,
      writeBundle(options: { dir?: string }) {
        const file = `${options.dir}/boot.js`;
        if (existsSync(file)) writeFileSync(file, minifySync('boot.js', readFileSync(file, 'utf8')).code);
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
          // The admin dashboard is online only, the store screenshots are for the install sheet, and
          // .vite/ is the build's manifest for the server.
          globIgnores: ['**/admin-area-*.js', 'screenshots/**', '.vite/**'],
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
        // .vite/manifest.json: the server reads which files each rendered page needs (page-code.ts).
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
              // What the home page loads up front goes in four files (React, Chakra and its parts, the
              // other libraries, then our code) rather than the ~40 small shared chunks automatic
              // splitting makes: each file is compressed on its own, so the same code costs ~9 KB less
              // gzip this way. boot.js runs each file in a task of its own: the libraries' evaluation
              // was one 20-46 ms task (decisions 043, 045). Chakra's file and the others' import only
              // React, so each runs alone. Lazy pages split as usual.
              groups: [
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                  priority: 3,
                },
                {
                  name: 'ui',
                  tags: ['$initial'],
                  test: /node_modules\/(@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|stylis)\//,
                  priority: 2.5,
                },
                { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
