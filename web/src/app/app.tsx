import { BrowserRouter } from 'react-router-dom';
import type { PageSeed } from '../lib/page-seed';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ seed }: { seed?: PageSeed }) {
  return (
    <AppProviders seed={seed}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
