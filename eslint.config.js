import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * The layering, enforced: docs/ARCHITECTURE.md ("Layers") says why. Each zone forbids files in
 * `target` to import anything in `from` (except the listed public files).
 */
const webFeatures = folders('web/src/features');
const apiModules = folders('api/src/modules');
/** Everything in api/src but modules/ and plugins/ (app.ts, db/, seeders/, scripts/, ...). */
const apiOutsideModules = ['api/src/*.ts', 'api/src/!(modules|plugins)/**'];
const everyModuleBut = (name) => apiModules.filter((m) => m !== name).map((m) => `api/src/modules/${m}`);

const webZones = [
  {
    target: ['web/src/lib', 'web/src/components', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: 'lib/, components/ and config/ sit below the features: move the shared piece down instead.',
  },
  { target: 'web/src/features', from: 'web/src/app', message: 'Features never import the app shell.' },
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: webFeatures.filter((f) => f !== feature).map((f) => `web/src/features/${f}`),
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
];

const apiZones = [
  {
    target: 'api/src/plugins',
    from: ['api/src/modules', 'api/src/seeders'],
    message: 'plugins/ are infrastructure: a module registers what it owns (see modules/*/index.ts).',
  },
  {
    target: 'api/src/db',
    from: ['api/src/modules', 'api/src/seeders'],
    message:
      'db/ sits below the modules: each module exports its entities and the app passes them in (src/entities.ts).',
  },
  {
    target: 'api/src/modules',
    from: 'api/src/seeders',
    message: 'Seed data is loaded by seeders/, never read by modules.',
  },
  ...apiModules.map((module) => ({
    target: `api/src/modules/${module}`,
    from: everyModuleBut(module),
    except: ['./index.ts'],
    message: 'Another module is reached only through its public file (modules/<name>/index.ts).',
  })),
  {
    target: apiOutsideModules,
    from: apiModules.map((m) => `api/src/modules/${m}`),
    except: ['./index.ts'],
    message: 'A module is reached only through its public file (modules/<name>/index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'tmp/**',
      'web/dev-dist/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'api/src/migrations/Migration*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Inlined into index.html as written (color-mode.js, early-taps.js): no globals comment.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The API imports its TypeScript files as '.js' (Node ESM); the resolver maps them back.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      // A relative import the linter cannot resolve would slip past the zones below: refuse it.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }] },
  },
  {
    // The device's database loads on first use (decision 099): the app's code reaches Dexie and
    // lib/db.ts through lib/device-db.ts, and names them directly only for types. Tests may.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/db.ts', 'web/src/lib/device-db.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', '**/db', './db'],
              allowTypeImports: true,
              message: 'Load the device database with loadDb()/loadDevice() from lib/device-db.ts (decision 099).',
            },
          ],
        },
      ],
    },
  },
);
