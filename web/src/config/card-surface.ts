/**
 * The surface of the site's white cards (content blocks, event and news cards, favourites): white,
 * rounded 2xl, a hairline border. Spread on a Box or Flex: `<Flex {...cardSurface} p="5">`.
 */
export const cardSurface = { bg: 'white', borderRadius: '2xl', borderWidth: '1px', borderColor: 'gray.200' } as const;

/** A card of a list (events, news): a full-height column of its parts on that surface. */
export const listCard = { direction: 'column', gap: '3', h: 'full', p: '5', ...cardSurface } as const;
