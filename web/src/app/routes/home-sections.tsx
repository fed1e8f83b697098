import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AdSlot } from '../../components/ad-slot';
import { Part } from '../../components/part';
import { EventsSection } from '../../features/events/components/events-section';
import { AboutSection } from '../../features/home/components/about-section';
import { CallToAction } from '../../features/home/components/call-to-action';
import { MapSection } from '../../features/map/components/map-section';
import { NearMeControl } from '../../features/near-me/components/near-me-control';
import { NewsSection } from '../../features/news/components/news-section';
import { FilterControls } from '../../features/trails/components/filter-controls';
import { TrailListSection } from '../../features/trails/components/trail-list-section';
import { useAllTrails, useFilteredTrails } from '../../features/trails/hooks/use-trails';
import { useFilterStore } from '../../features/trails/store';
import { offscreen } from '../../lib/offscreen';
import { scrollToAnchor, type HomeAnchor } from '../../lib/scroll';
import { useFirstSync } from '../../lib/use-first-sync';

// Inside the lazy map: the selected trail's line comes with Leaflet, never with the home page.
const SelectedTrackLine = lazy(() => import('../../features/tracks/components/selected-track-line'));
function SelectedTrack({ routeId }: { routeId: number }) {
  return (
    <Suspense fallback={null}>
      <SelectedTrackLine routeId={routeId} />
    </Suspense>
  );
}

const ANCHORS: readonly string[] = ['routes', 'map', 'events', 'news', 'about'] satisfies HomeAnchor[];

/**
 * The home page below its first screen (map, filters, trail list, events, news, about), in the
 * page's order. A chunk of its own, loaded as soon as the page renders: the hero, the search box
 * and the stats paint without waiting for it.
 */
export default function HomeSections() {
  const { hash } = useLocation();
  const { pending, failed } = useFirstSync();
  const all = useAllTrails();
  // Until the first sync lands, an empty table means "not yet", not "no trails".
  const ready = all !== undefined && (all.length > 0 || !pending);
  const routes = useFilteredTrails(ready ? all : undefined);
  const province = useFilterStore((s) => s.filters.province);

  // Arriving via /#routes etc.: scroll as soon as the anchor's section is in the page (each section
  // is a part of its own that may still be loading: until then, wait for it). Content that comes in
  // above it later (the list, events) does not move it: the browser's scroll anchoring holds it
  // (decision 089). It no longer waits for the first sync's list: coming from a trail page, the
  // effect ran once before the list and not again after it (cause not found), and the jump was lost.
  useEffect(() => {
    const anchor = hash.slice(1) as HomeAnchor;
    if (!ANCHORS.includes(anchor)) return;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor(anchor)) observer.disconnect();
    });
    const frame = requestAnimationFrame(() => {
      if (!scrollToAnchor(anchor)) observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [hash]);

  // Each section is a part React hydrates on its own (components/part.tsx): a tap on Filters or
  // Near me waits for that section only, not for the 80 cards of the list (decision 087).
  return (
    <>
      <Part>
        <MapSection
          routes={routes}
          province={province}
          filters={<FilterControls routes={all ?? []} count={routes?.length} />}
          SelectedOverlay={SelectedTrack}
        />
      </Part>
      <Part>
        <NearMeControl trails={all ?? []} />
      </Part>
      <Part>
        <TrailListSection routes={routes} unavailable={failed && !ready} />
      </Part>
      {/* Far below the first screen: laid out and painted only as they come near it. */}
      <div style={offscreen('1200px')}>
        <Part>
          <EventsSection />
        </Part>
      </div>
      <div style={offscreen('1200px')}>
        <Part>
          <NewsSection />
        </Part>
      </div>
      <Part>
        <AdSlot slot="home-bottom" />
      </Part>
      <div style={offscreen('1400px')}>
        <Part>
          <AboutSection trails={ready ? all : undefined} />
          <CallToAction />
        </Part>
      </div>
    </>
  );
}
