import { lazy, Suspense } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { DashboardOffline } from '../../features/admin/components/dashboard-offline';
import { useOnline } from '../../lib/use-online';
import { useDocumentTitle } from '../../lib/use-document-title';

// The admin UI is its own chunk: online only, never part of the home bundle or the offline copy.
const AdminArea = lazy(() => import('../../features/admin/components/admin-area'));
const AdminTracksPanel = lazy(() => import('../../features/tracks/components/admin-tracks-panel'));

function TracksTab() {
  return (
    <Suspense fallback={<Spinner color="brand.600" aria-label="Loading" />}>
      <AdminTracksPanel />
    </Suspense>
  );
}
const EXTRA_TABS = [{ value: 'tracks', label: 'Tracks', Panel: TracksTab }];

export default function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const online = useOnline();
  if (!online) return <DashboardOffline />;
  return (
    <Suspense
      fallback={
        <Center py="24">
          <Spinner color="brand.600" size="lg" aria-label="Loading the dashboard" />
        </Center>
      }
    >
      <AdminArea extraTabs={EXTRA_TABS} />
    </Suspense>
  );
}
