import type { GlobalStyleObject } from '@chakra-ui/react';
import { globalCss } from '@chakra-ui/react/theme';

/**
 * The app's global styles, given to `createSystem` (theme.ts).
 *
 * They are Chakra's global styles minus the per-element work a style recalculation pays on every
 * element (a full recalculation of the home page took 32 ms on a desktop CPU with them, 19 ms
 * without; decision 035):
 * - Chakra's `*` rule gave every element 26 custom properties. The ring and filter ones serve
 *   `ring`, `filter="auto"` and `backdropFilter="auto"`, which the app does not use; the font and
 *   border ones are inherited, so they are set once on `html`.
 * - `*::placeholder` and `*::selection` were checked on every element: the placeholder colour goes
 *   to the fields that have one, the selection colour to `html`, whose descendants inherit it.
 */
export const appGlobalCss = (): GlobalStyleObject => ({
  // An in-page jump, a hash link and a focused control land clear of the sticky header (64 px),
  // and of the trail page's "On this page" bar under it; scroll anchoring then holds what is
  // below them in place while content above changes (lib/scroll.ts).
  html: { ...globalCss.html, colorPalette: 'brand', fontFeatureSettings: '"cv11"', scrollPaddingTop: '80px' },
  'html:has([data-sticky-section-nav])': { scrollPaddingTop: '128px' },
  // `.light` too: a subtree that restores the light palette takes the light border colour.
  'html, .light': {
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
  'input::placeholder, textarea::placeholder, [data-placeholder]': globalCss['*::placeholder, *[data-placeholder]'],
  'html::selection': globalCss['*::selection'],
  body: { bg: 'gray.50', color: 'gray.900' },
  // Sections focused after an in-page jump need no ring; real controls keep theirs.
  'section[tabindex="-1"]:focus': { outline: 'none' },
});
