import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (a Suspense boundary): a rider's
 * tap on it makes React take it over first (selective hydration), and a part that suspends leaves
 * the rest of the page live.
 */
export function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
