import { lazy, Suspense } from 'react';

// Loaded just after the first paint (the home page's first JavaScript is at its budget); the
// colours are already right by then (public/color-mode.js), and the space is kept so nothing moves.
const ColorModeButton = lazy(() => import('./color-mode-button'));

/** The header's colour theme button: follow the system, light or dark. */
export function ColorModeToggle() {
  return (
    <Suspense fallback={<div style={{ width: 44, height: 44, flexShrink: 0 }} />}>
      <ColorModeButton />
    </Suspense>
  );
}
