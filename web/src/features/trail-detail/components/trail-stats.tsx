import type { ReactNode } from 'react';
import { Bookmark, BookmarkCheck, Clock, Mountain, Navigation, Route as RouteIcon, Crosshair } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import type { LatLng } from '../../../lib/coordinates';
import { earlyTap } from '../../../lib/early-taps';
import { offlineTilesSupported } from '../../../lib/offline-tiles';
import { toggleSavedRoute, useIsSavedRoute } from '../../../lib/saved-routes';
import { useServerConfig } from '../../../lib/server-config';
import { useAskedState } from '../../../lib/use-asked-state';
import { gpsText, openDirections } from '../trail-facts';
import { forgetOfflineMap, OfflineMapStatus, startOfflineMap } from './offline-map-status';
import { NOT_OFFERED, OfflineMapPack } from './offline-map-pack';
import buttons from './trail-buttons.module.css';
import css from './trail-stats.module.css';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={css.row}>
      <dt className={css.label}>
        <span className={css.icon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

interface Props {
  route: Pick<Trail, 'id' | 'name' | 'distance' | 'elevation' | 'duration'>;
  trailhead: LatLng | null;
}

/**
 * Sidebar Route Stats with Start Navigation and the Save Route toggle. When the tile provider
 * permits it, saving also stores the map around the trailhead for offline use.
 */
export function TrailStats({ route, trailhead }: Props) {
  const saved = useIsSavedRoute(route.id);
  const { tileUrl, tileDownloadAllowed, mapPacks } = useServerConfig();
  const offlineMap = tileDownloadAllowed && offlineTilesSupported() ? trailhead : null;
  const save = () =>
    toggleSavedRoute(route.id).then(
      (nowSaved) => {
        if (nowSaved && offlineMap) startOfflineMap(route.id, offlineMap, tileUrl);
        // Removed whatever the provider is now: tiles stored under an earlier setting go too.
        if (!nowSaved) forgetOfflineMap(route.id);
        return nowSaved;
      },
      (err: unknown) => {
        console.error('Could not save the route', err);
        return undefined;
      },
    );
  // The button says what was asked at once, while the device writes it (lib/use-asked-state.ts).
  const [shown, onSave] = useAskedState(saved, save);
  return (
    <ContentCard title="Route Stats" icon={<RouteIcon size={22} />}>
      <dl className={css.list}>
        <Stat icon={<RouteIcon size={16} />} label="Distance">
          {route.distance} km
        </Stat>
        <Stat icon={<Mountain size={16} />} label="Elevation Gain">
          {route.elevation} m
        </Stat>
        <Stat icon={<Clock size={16} />} label="Estimated Time">
          {route.duration || '—'}
        </Stat>
        <Stat icon={<Crosshair size={16} />} label="GPS Coordinates">
          <span className={css.mono}>{gpsText(trailhead)}</span>
        </Stat>
      </dl>
      <div className={css.buttons}>
        <button
          type="button"
          {...earlyTap('start-navigation')}
          className={buttons.start}
          disabled={!trailhead}
          onClick={() => openDirections(trailhead)}
        >
          <Navigation aria-hidden="true" /> Start Navigation
        </button>
        <button
          type="button"
          className={buttons.save}
          {...earlyTap('save')}
          data-saved={shown || undefined}
          // Live before the device's list is read: toggleSavedRoute reads it itself.
          onClick={onSave}
        >
          {shown ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {shown ? 'Remove from Saved' : 'Save Route'}
        </button>
        {offlineMap && <OfflineMapStatus routeId={route.id} trailhead={offlineMap} tileUrl={tileUrl} saved={saved} />}
        {mapPacks ? (
          <OfflineMapPack routeId={route.id} name={route.name} />
        ) : (
          // From the server's settings alone, so the server's HTML and the app's first render agree.
          !tileDownloadAllowed && <p className={css.note}>{NOT_OFFERED}</p>
        )}
      </div>
    </ContentCard>
  );
}
