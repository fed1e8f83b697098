// Runs before the first paint, inlined into index.html's head by vite.config.ts (the server's CSP
// allows it by its hash): the rider's colour theme, 'light' | 'dark' | 'system' (the default). Kept in step with src/lib/color-mode.ts.
/* global window, document, matchMedia */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('trailfinder-color-mode');
  } catch {
    // No storage (some private modes): follow the system.
  }
  var systemDark = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches;
  if (choice === 'dark' || (choice !== 'light' && systemDark))
    document.documentElement.setAttribute('data-color-mode', 'dark');
})();
