import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { MARKER_COLOURS } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { ErrorBoundary } from '../../../components/error-boundary';
import { SectionHeader } from '../../../components/section-header';
import { useServerConfig } from '../../../lib/server-config';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useNearViewport } from '../../../lib/use-near-viewport';
import css from './map-section.module.css';

/** Leaflet and the map's code, fetched once: as soon as the map is near, before the trails are read. */
const { Component: TrailMap, preload: preloadMap } = lazyWithPreload(() => import('./trail-map'));
// A link straight to the map (/#map): its code comes with this chunk's, not after a render.
if (typeof window !== 'undefined' && window.location.hash === '#map') void preloadMap();

function MapMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={css.message} role="status">
      {busy && <span className={css.spinner} />}
      <p className={css.messageText}>{children}</p>
    </div>
  );
}

const LEGEND = [
  { label: 'Easy', colour: MARKER_COLOURS.easy },
  { label: 'Moderate', colour: MARKER_COLOURS.moderate },
  { label: 'Hard', colour: MARKER_COLOURS.hard },
];

interface Props {
  /** The filtered trails; undefined until local data is read. */
  routes: Trail[] | undefined;
  province: string;
  /** The filter panel, rendered above the map. */
  filters: ReactNode;
  /** Drawn on the map for the trail whose popup is open. */
  SelectedOverlay?: ComponentType<{ routeId: number }>;
}

export function MapSection({ routes, province, filters, SelectedOverlay }: Props) {
  const { tileUrl, tileAttribution } = useServerConfig();
  // Leaflet (its code, the markers and the tiles) loads when the map comes near the screen, or at
  // once for a link straight to #map; never with the page's HTML.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '600px', '#map');
  useEffect(() => {
    if (near) preloadMap();
  }, [near]);
  return (
    <section id="map" aria-labelledby="map-title" className={css.section}>
      <div className={css.inner}>
        <SectionHeader
          id="map-title"
          title="Interactive Trail Map"
          subtitle="Explore mountain bike routes across all nine South African provinces with our interactive map. Click markers to see trail details."
        />
        {filters}
        <div ref={box} className={css.map}>
          <ErrorBoundary label="Trail map" fallback={<MapMessage>The map is unavailable right now.</MapMessage>}>
            {routes && near ? (
              <Suspense fallback={<MapMessage busy>Loading interactive map...</MapMessage>}>
                <TrailMap
                  routes={routes}
                  province={province}
                  tileUrl={tileUrl}
                  tileAttribution={tileAttribution}
                  SelectedOverlay={SelectedOverlay}
                />
              </Suspense>
            ) : (
              // Far from the screen nothing loads yet: the words, with no spinner turning unseen
              // (a running animation keeps the phone drawing frames).
              <MapMessage>Loading interactive map...</MapMessage>
            )}
          </ErrorBoundary>
        </div>
        <ul aria-label="Marker colours" className={css.legend}>
          {LEGEND.map((l) => (
            <li key={l.label} className={css.legendItem}>
              <div className={css.swatch} style={{ background: l.colour }} />
              {l.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
