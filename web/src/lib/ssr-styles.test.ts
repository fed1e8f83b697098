// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cacheForServerStyles, hoistStyles } from './ssr-styles';

const rendered =
  '<style data-emotion="css-global abc">:root{--chakra-colors-gray-200:#e4e4e7}</style>' +
  '<header><style data-emotion="css 1x 2y">.css-1x{color:red}.css-2y{margin:0}</style><h1 class="css-1x css-2y">Tokai</h1></header>' +
  '<main><style data-emotion="css 3z">.css-3z{padding:4px}</style><p class="css-3z">Cape Town</p></main>';

describe("a server-rendered page's styles", () => {
  it('leave the content and go to the head as one sheet, in order, naming the rules it holds', () => {
    const { html, head } = hoistStyles(rendered);
    expect(html).toBe(
      '<header><h1 class="css-1x css-2y">Tokai</h1></header><main><p class="css-3z">Cape Town</p></main>',
    );
    expect(head).toBe(
      '<style id="ssr-styles" data-names="1x 2y 3z">:root{--chakra-colors-gray-200:#e4e4e7}.css-1x{color:red}.css-2y{margin:0}.css-3z{padding:4px}</style>',
    );
  });

  it('leave a page without styles as it is', () => {
    expect(hoistStyles('<p>Hello</p>')).toEqual({ html: '<p>Hello</p>', head: '' });
  });

  it("make the browser's Emotion count the sheet's rules as written, so it does not write them again", () => {
    document.head.innerHTML = hoistStyles(rendered).head;
    const cache = cacheForServerStyles(document)!;
    expect(cache.key).toBe('css');
    expect(Object.keys(cache.inserted).sort()).toEqual(['1x', '2y', '3z']);
  });

  it('leave the app shell (no server sheet) to Emotion as usual', () => {
    document.head.innerHTML = '<style>html{color:black}</style>';
    expect(cacheForServerStyles(document)).toBeNull();
  });
});
