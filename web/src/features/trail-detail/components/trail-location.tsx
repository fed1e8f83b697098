import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { MapPinned, Navigation } from 'lucide-react';
import { ContentCard } from '../../../components/content-card';
import { ErrorBoundary } from '../../../components/error-boundary';
import type { LatLng } from '../../../lib/coordinates';
import { useServerConfig } from '../../../lib/server-config';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { openDirections } from '../trail-facts';
import css from './trail-location.module.css';

const TrailMiniMap = lazy(() => import('./trail-mini-map'));

function MapNote({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={css.note} role="status">
      {busy && <span className={css.spinner} />}
      <p className={css.noteText}>{children}</p>
    </div>
  );
}

/** Trail Location: the mini map at the trailhead; a click anywhere on it opens navigation. */
export function TrailLocation({ name, trailhead }: { name: string; trailhead: LatLng | null }) {
  const { tileUrl, tileAttribution } = useServerConfig();
  // Leaflet and the tiles load when the map comes near the screen, never with the page's HTML.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '300px');
  return (
    <ContentCard title="Trail Location" icon={<MapPinned size={22} />}>
      <div ref={box} className={`mini-map ${css.box}`}>
        {!trailhead ? (
          <MapNote>The map is not available: this trail has no usable GPS coordinates.</MapNote>
        ) : (
          <ErrorBoundary label="Trail mini map" fallback={<MapNote>The map is unavailable right now.</MapNote>}>
            {near ? (
              <Suspense fallback={<MapNote busy>Loading map...</MapNote>}>
                <TrailMiniMap trailhead={trailhead} name={name} tileUrl={tileUrl} tileAttribution={tileAttribution} />
              </Suspense>
            ) : (
              // Far from the screen nothing loads yet: no spinner turning unseen.
              <MapNote>Loading map...</MapNote>
            )}
            {/* Above the map panes (z 400-700), below Leaflet's controls (1000): the attribution stays clickable. */}
            <button
              type="button"
              className={css.directions}
              aria-label={`Tap for directions. Open directions to ${name} in Google Maps (opens in a new tab)`}
              onClick={() => openDirections(trailhead)}
            >
              <span className={css.chip}>
                <Navigation size={12} aria-hidden="true" /> Tap for directions
              </span>
            </button>
          </ErrorBoundary>
        )}
      </div>
    </ContentCard>
  );
}
