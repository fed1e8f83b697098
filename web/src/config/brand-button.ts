/**
 * The brand's solid button (Search, View Trail Details, Apply Filters, Submit Review...): spread
 * on a Chakra Button, `<Button {...brandSolid}>`, so every such button keeps the same colours
 * (white on brand.700 passes contrast; brand.800 on hover).
 */
export const brandSolid = { bg: 'brand.700', color: 'white', _hover: { bg: 'brand.800' } } as const;

/** The brand's outline button (Load More, Show More Events, Install App): `<Button {...brandOutline}>`. */
export const brandOutline = {
  variant: 'outline',
  borderColor: 'brand.700',
  color: 'brand.800',
  _hover: { bg: 'brand.50' },
} as const;
