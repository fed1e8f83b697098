import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyWithPreload, preloadSoon } from '../lib/lazy-with-preload';
import { AppLayout, preloadFooter } from './layout/app-layout';
import HomePage, { preloadSections } from './routes/home-page';

// Every page but home is its own chunk; the home page's first download stays small.
const { Component: TrailPage, preload: preloadTrailPage } = lazyWithPreload(() => import('./routes/trail-page'));
const VideosPage = lazy(() => import('./routes/videos-page'));
const FavoritesPage = lazy(() => import('./routes/favorites-page'));
const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service-page'));
const AboutUsPage = lazy(() => import('./routes/about-us-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

const TRAIL_PATH = /^\/routes\/[^/]+$/;
// A trail page's code is fetched as the app starts, not once its first render asks for it.
if (typeof window !== 'undefined' && TRAIL_PATH.test(window.location.pathname)) preloadSoon(preloadTrailPage);

/**
 * The code of the parts the server rendered on the page at `pathname` (its lazy parts). The app
 * takes the page over once they are here (main.tsx): React then hydrates the whole page in one
 * pass. Otherwise a part whose code is still coming stays as the server's HTML, and an update
 * reaching it first (the app's stores settle as it starts) makes React drop that HTML and render
 * the part again from nothing. Settles, never rejects: offline, the page starts without them.
 * The server names the same parts' files to boot.js (api/src/modules/site/page-code.ts): keep the two in step.
 */
export function preloadServerRenderedCode(pathname: string): Promise<unknown> {
  const page = pathname === '/' ? preloadSections() : TRAIL_PATH.test(pathname) ? preloadTrailPage() : null;
  return Promise.all([preloadFooter(), page]);
}

/**
 * The pages. Declared routes (not a data router): the app loads its data through TanStack Query
 * and Dexie, so the router's loaders, actions and their code are not needed in the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="routes/:id" element={<TrailPage />} />
        <Route path="videos" element={<VideosPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
