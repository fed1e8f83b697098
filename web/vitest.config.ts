import { defineConfig } from 'vitest/config';
import { sharedTypesAlias } from './vite.config';

// Unit tests run in Node (IndexedDB from fake-indexeddb where needed); component and hook tests
// (*.test.tsx) ask for jsdom with a `// @vitest-environment jsdom` line.
export default defineConfig({
  resolve: { alias: sharedTypesAlias },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/unmount-after-each.ts'],
  },
});
