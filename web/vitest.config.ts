import { defineConfig } from 'vitest/config';
import { sharedTypesAlias } from './vite.config';

// Unit tests run in Node (IndexedDB from fake-indexeddb where needed).
export default defineConfig({
  resolve: { alias: sharedTypesAlias },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
