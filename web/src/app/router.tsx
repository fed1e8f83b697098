import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import HomePage from './routes/home-page';

// Every page but home is its own chunk; the home page's first download stays small.
const TrailPage = lazy(() => import('./routes/trail-page'));
const VideosPage = lazy(() => import('./routes/videos-page'));
const FavoritesPage = lazy(() => import('./routes/favorites-page'));
const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('./routes/terms-of-service-page'));
const AboutUsPage = lazy(() => import('./routes/about-us-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'routes/:id', element: <TrailPage /> },
      { path: 'videos', element: <VideosPage /> },
      { path: 'favorites', element: <FavoritesPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'about-us', element: <AboutUsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
