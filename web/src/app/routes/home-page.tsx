import { Suspense } from 'react';
import { AdSlot } from '../../components/ad-slot';
import { FirstSyncProgress } from '../../components/first-sync-progress';
import { FeaturesBlock } from '../../features/home/components/features-block';
import { FeaturedVideos } from '../../features/videos/components/featured-videos';
import { Hero } from '../../features/home/components/hero';
import { SearchBox } from '../../features/trails/components/search-box';
import { useFilterUrlSync } from '../../features/trails/hooks/use-filter-url-sync';
import { StatsStrip } from '../../features/stats/components/stats-strip';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeSections } from '../page-parts';
import css from './home-page.module.css';

/** The home page: its first screen here, the sections below it in home-sections.tsx. */
export default function HomePage() {
  useDocumentTitle();
  useFilterUrlSync();
  return (
    <div>
      <Hero search={<SearchBox />} />
      <StatsStrip />
      <FirstSyncProgress />
      <FeaturesBlock
        videos={
          // The block's height is held while its code loads, so nothing below it jumps.
          <Suspense fallback={<div className={css.videosPlaceholder} aria-hidden="true" />}>
            <FeaturedVideos />
          </Suspense>
        }
      />
      <AdSlot slot="home-top" />
      {/* Holds the page's length while the sections load, so the footer does not jump up. */}
      <Suspense fallback={<div className={css.sectionsPlaceholder} />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
