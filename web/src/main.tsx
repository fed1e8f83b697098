import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallOffer } from './features/pwa/pwa-store';

// Before the first render: Chromium can offer installation as soon as the page loads.
listenForInstallOffer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
