import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ConditionsBlock } from '../../features/conditions/components/conditions-block';
import { RideOutlook } from '../../features/conditions/components/ride-outlook';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block';
import { ShareControl } from '../../features/share/components/share-control';
import { trailQuery } from '../../features/trail-detail/api';
import { TrailDetailView } from '../../features/trail-detail/components/trail-detail-view';
import { TrailNotFound } from '../../features/trail-detail/components/trail-not-found';
import { TrailSkeleton } from '../../features/trail-detail/components/trail-skeleton';
import { useTrail } from '../../features/trail-detail/hooks/use-trail';
import { useTrailViewTracking } from '../../features/trail-detail/hooks/use-trail-view-tracking';
import { TrackSection } from '../../features/tracks/components/track-section';
import { ForecastBlock, WeatherBlock } from '../../features/weather/components/weather-block';
import type { Trail } from '@trailfinder/shared-types';
import { parseTrailhead, type LatLng } from '../../lib/coordinates';

/** /routes/:id: the trail detail page, composed from the trail, share, weather and review features. */
export default function TrailPage() {
  const id = Number(useParams().id);
  const state = useTrail(id);
  const route = state.status === 'ready' ? state.route : undefined;
  useTrailViewTracking(route);
  const trailhead = useMemo(() => (route ? parseTrailhead(route.coordinates, route.id) : null), [route]);

  // The server recomputes the trail's rating after a review: fetch it again (it is kept in Dexie).
  const queryClient = useQueryClient();
  const refreshTrail = useCallback(() => {
    queryClient
      .fetchQuery({ ...trailQuery(id), staleTime: 0 })
      .catch((err: unknown) => console.warn('Could not refresh the trail after the review', err));
  }, [id, queryClient]);

  // Rendered again only when the trail itself changes: the stores the hooks above follow settle
  // several times as the app starts (the device's copy, the first sync), each time with the same trail.
  const page = useMemo(
    () => (route ? trailDetail(route, trailhead, refreshTrail) : null),
    [route, trailhead, refreshTrail],
  );

  if (state.status === 'loading') return <TrailSkeleton />;
  return page ?? <TrailNotFound />;
}

function trailDetail(route: Trail, trailhead: LatLng | null, refreshTrail: () => void) {
  return (
    <TrailDetailView
      route={route}
      trailhead={trailhead}
      share={
        <ShareControl
          url={`${typeof window === 'undefined' ? '' : window.location.origin}/routes/${route.id}`}
          title={`${route.name} | Mountain biking in ${route.province}`}
          description={route.description}
        />
      }
      weather={<WeatherBlock routeId={route.id} hasLocation={trailhead !== null} />}
      forecast={<ForecastBlock routeId={route.id} hasLocation={trailhead !== null} />}
      reviews={<ReviewsBlock routeId={route.id} onReviewAdded={refreshTrail} />}
      track={<TrackSection routeId={route.id} trailName={route.name} trailhead={trailhead} />}
      conditions={<ConditionsBlock trail={route} />}
      outlook={<RideOutlook routeId={route.id} />}
    />
  );
}
