import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallOffer } from './features/pwa/pwa-store';
import { takeOverScrollRestoration } from './lib/use-scroll-restoration';

// Before the first render: Chromium can offer installation as soon as the page loads.
listenForInstallOffer();
// Before the first render too: a reload opens at the top, not where the browser last was.
takeOverScrollRestoration();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
