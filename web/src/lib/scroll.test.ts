// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToAnchor } from './scroll';

// jsdom lays nothing out: what is asked of the browser is recorded instead.
let calls: { id: string; behavior: ScrollBehavior | undefined }[] = [];
beforeEach(() => {
  calls = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    calls.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  };
  (window as { onscrollend?: unknown }).onscrollend = null;
  document.body.innerHTML = '<section id="news"><h2 id="news-title">News</h2></section>';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('scrollToAnchor', () => {
  it('scrolls the heading smoothly into view, then once more in place when the scroll ends', () => {
    expect(scrollToAnchor('news')).toBe(true);
    expect(calls).toEqual([{ id: 'news-title', behavior: 'smooth' }]);
    expect(document.activeElement?.id).toBe('news');
    window.dispatchEvent(new Event('scrollend'));
    expect(calls).toEqual([
      { id: 'news-title', behavior: 'smooth' },
      { id: 'news-title', behavior: 'instant' },
    ]);
    // Only once: a later scroll of the rider's is theirs.
    window.dispatchEvent(new Event('scrollend'));
    expect(calls).toHaveLength(2);
  });

  it('leaves the page where the rider put it once they take the scroll over', () => {
    scrollToAnchor('news');
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('scrollend'));
    expect(calls).toEqual([{ id: 'news-title', behavior: 'smooth' }]);
  });

  it('jumps at once for a rider who prefers less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    scrollToAnchor('news');
    window.dispatchEvent(new Event('scrollend'));
    expect(calls).toEqual([{ id: 'news-title', behavior: 'instant' }]);
  });

  it('says so when the section is not on the page', () => {
    expect(scrollToAnchor('events')).toBe(false);
    expect(calls).toEqual([]);
  });
});
