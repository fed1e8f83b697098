import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARTS } from './page-parts';

describe("a rendered page's parts", () => {
  it('name source files as the build manifest keys them (relative to web/), which exist', () => {
    const files = [...new Set(Object.values(PAGE_PARTS).flat())];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^src\/.+\.tsx$/);
      expect(existsSync(path.resolve(__dirname, '../..', file)), file).toBe(true);
    }
  });
});
