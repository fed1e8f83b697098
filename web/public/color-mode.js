// Runs before the first paint, inlined into index.html's head by vite.config.ts (the server's CSP
// allows it by its hash): the rider's colour theme, 'light' | 'dark' | 'system' (the default). Kept in step with src/lib/color-mode.ts.
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
  // Also before the page shows: a reload opens at the top, and the app, not the browser, returns
  // to a position on Back (src/lib/use-scroll-restoration.ts). Set here, not when the app's code
  // runs, because a server-rendered page can be scrolled before that.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
})();
