import { afterEach } from 'vitest';

// Component and hook tests (jsdom) unmount what they rendered after each test, in every file: a
// hook left mounted keeps its live queries, whose updates React would still render after the
// test environment is gone.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
