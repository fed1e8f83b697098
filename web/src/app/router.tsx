import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { WithChakra } from '../components/with-chakra';
import { AppLayout } from './layout/app-layout';
import { TrailPage } from './page-parts';
import HomePage from './routes/home-page';

// Every page but home is its own chunk; the home page's first download stays small. The pages
// other than home and trail use Chakra's components: they come with its code (decision 090).
const withChakra = (Page: ComponentType) => (
  <WithChakra>
    <Page />
  </WithChakra>
);

const VideosPage = lazy(() => import('./routes/videos-page'));
const FavoritesPage = lazy(() => import('./routes/favorites-page'));
const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service-page'));
const AboutUsPage = lazy(() => import('./routes/about-us-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

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
        <Route path="videos" element={withChakra(VideosPage)} />
        <Route path="favorites" element={withChakra(FavoritesPage)} />
        <Route path="dashboard" element={withChakra(DashboardPage)} />
        <Route path="privacy-policy" element={withChakra(PrivacyPolicyPage)} />
        <Route path="terms-of-service" element={withChakra(TermsOfServicePage)} />
        <Route path="about-us" element={withChakra(AboutUsPage)} />
        <Route path="*" element={withChakra(NotFoundPage)} />
      </Route>
    </Routes>
  );
}
