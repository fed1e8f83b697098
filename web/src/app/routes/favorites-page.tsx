import { PageShell } from '../../components/page-shell';
import { FavoritesView } from '../../features/favorites/components/favorites-view';
import { OfflineMapsList } from '../../features/favorites/components/offline-maps-list';

/** /favorites: the trails this rider keeps on the device. */
export default function FavoritesPage() {
  return (
    <PageShell
      title="My Favorite Trails"
      subtitle="Your favorites are kept locally on this device, so they're here even without signal."
    >
      <FavoritesView />
      <OfflineMapsList />
    </PageShell>
  );
}
