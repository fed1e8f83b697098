import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app';
import { preloadServerRenderedCode } from './app/router';
import { tokenSnapshotUrl } from 'virtual:chakra-tokens';
import { fetchTokenSnapshot } from './config/fetch-token-snapshot';
import { appSystem, prepareAppConfig, prepareTokenDictionary } from './config/theme';
import { listenForInstallOffer } from './features/pwa/pwa-store';
import { startEarlyTrailRead } from './features/trails/hooks/use-trails';
import { db } from './lib/db';
import { whenLoadedAndIdle } from './lib/idle';
import { pageCodeAsked } from './lib/lazy-with-preload';
import { readPageSeed } from './lib/page-seed';
import { queryClient } from './lib/query/query-client';
import { saveSeededServerConfig, seedServerConfig } from './lib/server-config';
import { browserStyleCache } from './lib/server-styles';
import { takeOverScrollRestoration } from './lib/use-scroll-restoration';

// Before the first render: Chromium can offer installation as soon as the page loads.
listenForInstallOffer();
// Before the first render too: a reload opens at the top, not where the browser last was.
takeOverScrollRestoration();

const seed = readPageSeed();
// A rendered page's settings: hydrated with, and kept for off-grid visits once the page is idle.
seedServerConfig(queryClient, seed.config);
whenLoadedAndIdle(() => void saveSeededServerConfig(seed.config).catch(() => undefined));
// A home page without the server's trails lists and maps every trail on the device: read them
// while the app starts (a page the server rendered hydrates from its seed instead).
if (location.pathname === '/' && !seed.trails) startEarlyTrailRead();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <CacheProvider value={browserStyleCache()}>
      <App seed={seed} />
    </CacheProvider>
  </StrictMode>
);

function start() {
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  // The server rendered this page (home, trail pages): the app takes over the HTML the rider
  // already sees, once the code of its lazy parts is here (router.tsx). As a transition, so React
  // hydrates in slices and never blocks a tap for long.
  // boot.js asks for the page's files one per task first (decision 043).
  void pageCodeAsked()
    .then(() => preloadServerRenderedCode(location.pathname))
    .then(() => hydrate());
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(root, app, {
      // A part that did not match is rendered again by React; say so (the e2e tests look for it).
      onRecoverableError: (error) => {
        document.documentElement.dataset.hydrationMismatch = 'true';
        console.warn('Part of the page was rendered again in the browser', error);
      },
    });
  });
}

// The theme's tokens as the build made them (decision 037), asked for as soon as the code runs
// (boot.js or index.html has already started the download).
const tokens = fetchTokenSnapshot(tokenSnapshotUrl);

/** Runs each step in a task of its own, in order. */
function inTasks(...steps: (() => unknown)[]) {
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

// Tasks, not one long one: the modules' evaluation (this one), then, once the token file is read,
// merging the theme, its token dictionary, the rest of the theme's system, then the first render or
// hydration (itself sliced).
void tokens.then((snapshot) => inTasks(() => prepareAppConfig(snapshot), prepareTokenDictionary, appSystem, start));

// The device's database opens now, while nothing waits for it: on a first visit its tables are made
// in tasks of their own, not in the one where the page's first live queries run (decision 043).
// If it cannot open, the first query meets the same error as it would have.
setTimeout(() => void db.open().catch(() => undefined), 0);
