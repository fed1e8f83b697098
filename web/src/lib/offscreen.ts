/**
 * Inline style for a block below the first screen: the browser skips its layout and paint until it
 * comes near the screen (each update above it then lays out less), reserving `height` for it
 * until it has been drawn once, then its last drawn height (decision 038).
 */
export const offscreen = (height: string) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height}`,
  }) as const;
