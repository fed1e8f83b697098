import type { ReactNode } from 'react';
import { trailPageTitle } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import type { LatLng } from '../../../lib/coordinates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Part } from '../../../components/part';
import { offscreen } from '../../../lib/offscreen';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { AccessCard } from './access-card';
import { AccommodationSection } from './accommodation-section';
import { BackButton } from './back-button';
import { ContactBlock } from './contact-block';
import { NavigateButton } from './navigate-button';
import { TrailStats } from './trail-stats';
import { TrailHeader } from './trail-header';
import { TrailHero } from './trail-hero';
import { TrailLocation } from './trail-location';
import { TRAIL_SECTIONS, TrailSectionNav } from './trail-section-nav';
import { AboutTrail, PlanningVisit, TrailExperience } from './trail-story';
import { FacilitiesSection, RouteVariants, TrailFeatures } from './trail-extras';
import css from './trail-detail-view.module.css';

const HASH_ANCHORS = ['accommodation', 'access', ...TRAIL_SECTIONS.map((s) => s.id)];
/** Chakra's `lg`: two columns from here up. */
const WIDE = '(min-width: 62em)';

interface Props {
  route: Trail;
  trailhead: LatLng | null;
  /** Slots filled by other features (composed by the page). */
  share: ReactNode;
  /** Today's weather at the trailhead. */
  weather: ReactNode;
  /** The 7-day forecast. */
  forecast: ReactNode;
  reviews: ReactNode;
  /** Can I ride it today? (the conditions feature), right under the trail's name. */
  conditions?: ReactNode;
  /** The 7-day ride outlook (the conditions feature). */
  outlook?: ReactNode;
  /** The recorded track (map line, profile, GPX), under the header. */
  track?: ReactNode;
}

/**
 * A jump target of the in-page nav: its top lands just below the sticky header and nav (the page's
 * scroll padding). `later`:
 * a block below the phone's first screen, laid out and painted by the browser as it comes near,
 * this height kept for it meanwhile (`offscreen`).
 */
function Anchor({ id, children, later }: { id: string; children: ReactNode; later?: string }) {
  return (
    <div id={id} style={later ? offscreen(later) : undefined}>
      <Part>{children}</Part>
    </div>
  );
}

function Details({ route }: { route: Trail }) {
  return (
    <div className={css.stack}>
      <AboutTrail description={route.description} />
      <TrailExperience route={route} />
      <PlanningVisit route={route} />
      <TrailFeatures features={route.features} />
      <FacilitiesSection facilities={route.facilities} />
      <RouteVariants variants={route.routeVariants} />
      <AccommodationSection info={route.accommodationInfo} />
    </div>
  );
}

/**
 * The trail page. On a phone it leads with what a rider at the trailhead needs: name, status and
 * conditions ("Likely rideable from ..."), the park's access card (decision 078), today's weather,
 * Navigate to Trailhead, the 7-day ride outlook, the stats with Save Route (and the offline
 * map); then the picture, details, forecast and reviews. From 62em up the two-column layout
 * keeps the main column beside the sidebar (stats, access card, location, weather).
 */
export function TrailDetailView({
  route,
  trailhead,
  share,
  weather,
  forecast,
  reviews,
  conditions,
  outlook,
  track,
}: Props) {
  useDocumentTitle(trailPageTitle(route));
  useHashScroll(HASH_ANCHORS, true);
  const wide = useMediaQuery(WIDE);

  if (!wide) {
    return (
      <div className={css.page}>
        <div className={css.back}>
          <BackButton />
        </div>
        <TrailHeader route={route} trailhead={trailhead} share={share} showNavigate={false} />
        {conditions && (
          <div className={css.gap4}>
            <Part>{conditions}</Part>
          </div>
        )}
        <div className={css.gap4}>
          <Anchor id="access">
            <AccessCard access={route.access} trailhead={trailhead} />
          </Anchor>
        </div>
        <TrailSectionNav />
        <div className={`${css.stack} ${css.gap4}`}>
          <Anchor id="weather">{weather}</Anchor>
          <NavigateButton trailhead={trailhead} full />
          {outlook && <Part>{outlook}</Part>}
          <Part>
            <TrailStats route={route} trailhead={trailhead} />
          </Part>
          {track && <Part>{track}</Part>}
          <Part>
            <TrailHero route={route} />
          </Part>
          <Anchor id="details" later="1600px">
            <div className={css.stack}>
              <Details route={route} />
              <TrailLocation name={route.name} trailhead={trailhead} />
            </div>
          </Anchor>
          <Anchor id="forecast" later="560px">
            {forecast}
          </Anchor>
          <Anchor id="reviews" later="900px">
            {reviews}
          </Anchor>
          <div style={offscreen('400px')}>
            <ContactBlock route={route} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={`${css.page} ${css.wide}`}>
      <div className={css.back}>
        <BackButton />
      </div>
      <TrailHero route={route} priority />
      <div className={css.gap6}>
        <TrailHeader route={route} trailhead={trailhead} share={share} />
      </div>
      {conditions && <div className={css.gap4}>{conditions}</div>}
      {outlook && <div className={css.gap4}>{outlook}</div>}
      {track && <div className={css.gap6}>{track}</div>}
      <TrailSectionNav />
      <div className={`${css.columns} ${css.gap6}`}>
        <Anchor id="details">
          <Details route={route} />
        </Anchor>
        <div className={css.stack}>
          <TrailStats route={route} trailhead={trailhead} />
          <AccessCard access={route.access} trailhead={trailhead} />
          <TrailLocation name={route.name} trailhead={trailhead} />
          <Anchor id="weather">{weather}</Anchor>
          <Anchor id="forecast">{forecast}</Anchor>
        </div>
      </div>
      <div className={`${css.columns} ${css.gap6} ${css.top}`}>
        <Anchor id="reviews">{reviews}</Anchor>
        <ContactBlock route={route} />
      </div>
    </div>
  );
}
