import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { AdSlot } from '../../components/ad-slot';
import { FirstSyncProgress } from '../../components/first-sync-progress';
import { EventsSection } from '../../features/events/components/events-section';
import { AboutSection } from '../../features/home/components/about-section';
import { CallToAction } from '../../features/home/components/call-to-action';
import { FeaturesBlock } from '../../features/home/components/features-block';
import { Hero } from '../../features/home/components/hero';
import { MapSection } from '../../features/map/components/map-section';
import { NewsSection } from '../../features/news/components/news-section';
import { FilterPanel } from '../../features/routes/components/filter-panel';
import { RoutesList } from '../../features/routes/components/routes-list';
import { SearchBox } from '../../features/routes/components/search-box';
import { useFilterUrlSync } from '../../features/routes/hooks/use-filter-url-sync';
import { useAllRoutes, useFilteredRoutes } from '../../features/routes/hooks/use-routes';
import { useFilterStore } from '../../features/routes/store';
import { StatsStrip } from '../../features/stats/components/stats-strip';
import { FeaturedVideos } from '../../features/videos/components/featured-videos';
import { scrollToAnchor, type HomeAnchor } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFirstSync } from '../../lib/use-first-sync';

const ANCHORS: readonly string[] = ['routes', 'map', 'events', 'news', 'about'] satisfies HomeAnchor[];

/** Sections in the spec's order (section 2, home page). */
export default function HomePage() {
  useDocumentTitle();
  useFilterUrlSync();
  const { hash } = useLocation();
  const { pending, failed } = useFirstSync();
  const all = useAllRoutes();
  // Until the first sync lands, an empty table means "not yet", not "no trails".
  const ready = all !== undefined && (all.length > 0 || !pending);
  const routes = useFilteredRoutes(ready ? all : undefined);
  const province = useFilterStore((s) => s.filters.province);

  // Arriving from another page via /#routes etc.: scroll once the content has its height.
  useEffect(() => {
    const anchor = hash.slice(1);
    if (ready && ANCHORS.includes(anchor)) requestAnimationFrame(() => scrollToAnchor(anchor as HomeAnchor));
  }, [hash, ready]);

  return (
    <Box>
      <Hero search={<SearchBox />} />
      <StatsStrip />
      <FirstSyncProgress />
      <FeaturesBlock videos={<FeaturedVideos />} />
      <AdSlot slot="home-top" />
      <MapSection routes={routes} province={province} filters={<FilterPanel routes={all ?? []} />} />
      <RoutesList routes={routes} unavailable={failed && !ready} />
      <EventsSection />
      <NewsSection />
      <AdSlot slot="home-bottom" />
      <AboutSection />
      <CallToAction />
    </Box>
  );
}
