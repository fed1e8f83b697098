import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsList } from '../src/migrations/index.js';

/**
 * The build has no bundler to discover migrations: index.ts lists them. A file written by
 * `npm run db:migration:create` and not added there would never run on any database.
 */
const dir = path.resolve(import.meta.dirname, '../src/migrations');
const files = readdirSync(dir)
  .filter((f) => /^Migration\w+\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

describe('the migrations index', () => {
  it('lists every migration file in api/src/migrations, once, oldest first', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(migrationsList.map((m) => m.name)).toEqual(files);
  });

  it('runs the class each file exports under its own name', async () => {
    for (const { name, class: listed } of migrationsList) {
      const module = (await import(path.join(dir, `${name}.ts`))) as Record<string, unknown>;
      expect(listed, name).toBe(module[name]);
    }
  });
});
