import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, PAGE_PARTS } from './page-parts';

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

describe('a lazy part', () => {
  const Part = lazyPart<{ text: string }>('src/app/routes/home-sections.tsx', async () => ({
    default: ({ text }: { text: string }) => createElement('p', null, text),
  }));
  const page = () =>
    renderToString(
      createElement(
        Suspense,
        { fallback: createElement('i', null, 'waiting') },
        createElement(Part, { text: 'the part' }),
      ),
    );

  it('suspends while its code is on its way', () => {
    expect(page()).toContain('waiting');
  });

  it('renders its code at once, without suspending, once the code is here', async () => {
    await Part.load();
    expect(page()).toContain('<p>the part</p>');
  });
});
