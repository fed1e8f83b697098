/**
 * The phone's bottom navigation (below the md breakpoint): its height above the safe area.
 * Whatever floats at the bottom of the screen (toasts) sits above it.
 */
export const BOTTOM_NAV_HEIGHT_PX = 60;
/** The toasts' gap above the bottom navigation. */
export const TOAST_GAP_PX = 12;
