// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND } from '../config/app-config';
import { useDocumentTitle } from './use-document-title';

afterEach(() => {
  document.title = '';
});

describe('useDocumentTitle', () => {
  it('names the page and the brand, or the brand and its tagline on the home page', () => {
    const { rerender } = renderHook(({ title }: { title?: string }) => useDocumentTitle(title), {
      initialProps: { title: 'Tokai Forest' as string | undefined },
    });
    expect(document.title).toBe(`Tokai Forest | ${BRAND.name}`);
    rerender({ title: undefined });
    expect(document.title).toBe(`${BRAND.name}: ${BRAND.tagline}`);
  });

  it('leaves a title the server already wrote untouched', () => {
    document.title = `Tokai Forest | ${BRAND.name}`;
    const titleText = document.querySelector('title')!.firstChild;
    renderHook(() => useDocumentTitle('Tokai Forest'));
    // The same text node: the title was not written again.
    expect(document.querySelector('title')!.firstChild).toBe(titleText);
    expect(document.title).toBe(`Tokai Forest | ${BRAND.name}`);
  });
});
