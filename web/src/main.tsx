// Chakra's layer order, reset, global styles and token variables, in the app's stylesheet (decision 090).
import 'virtual:chakra-base.css';
// The trail cards' icons, drawn by CSS (decision 092).
import 'virtual:icon-masks.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedQueries } from './app/seed-queries';
import { partsOf } from './app/page-parts';
import { listenForInstallOffer } from './features/pwa/pwa-store';
import { startEarlyTrailRead } from './features/trails/hooks/use-trails';
import { offerKeptTaps } from './lib/early-taps';
import { readPageSeed } from './lib/page-seed';
import { queryClient } from './lib/query/query-client';
import { saveSeededServerConfig } from './lib/server-config';
import { takeOverScrollRestoration } from './lib/use-scroll-restoration';

// Before the first render: Chromium can offer installation as soon as the page loads.
listenForInstallOffer();
// Before the first render too: a reload opens at the top, not where the browser last was.
takeOverScrollRestoration();

const seed = readPageSeed();
// A rendered page's settings (kept for off-grid visits below) and a trail page's reviews (asked
// for again as the page starts): hydrated with.
seedQueries(queryClient, seed);
// A home page without the server's trails lists and maps every trail on the device: read them
// while the app starts (a page the server rendered hydrates from its seed instead).
if (location.pathname === '/' && !seed.trails) startEarlyTrailRead();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App seed={seed} />
  </StrictMode>
);

if (root.firstElementChild) {
  // The page's lazy parts: their code is on its way (the server asked for it beside this file); a
  // part whose code is here when React reaches it hydrates without suspending (app/page-parts.ts).
  const partsLoading = partsOf(location.pathname).map((part) => part.load());
  // The server rendered this page (home, trail pages): the app takes it over at once. Its lazy parts
  // are Suspense boundaries (app/page-parts.ts), which React hydrates as their code arrives.
  hydrateRoot(root, app, {
    // A part that did not match is rendered again by React; say so (the e2e tests look for it).
    onRecoverableError: (error) => {
      document.documentElement.dataset.hydrationMismatch = 'true';
      console.warn('Part of the page was rendered again in the browser', error);
    },
  });
  // A tap kept until a part's code is here is then offered to React, which hydrates the tapped
  // part first, at once, and carries the tap out (lib/early-taps.ts). Not before: React would
  // take the page's first screen over in one go, holding the main thread while the code arrives.
  for (const loading of partsLoading) void loading.then(offerKeptTaps);
} else {
  createRoot(root).render(app);
}

void saveSeededServerConfig(seed.config).catch(() => undefined);
