import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ReviewsBlock } from '../../features/reviews/components/reviews-block';
import { ShareControl } from '../../features/share/components/share-control';
import { fetchTrail } from '../../features/trail-detail/api';
import { TrailDetailView } from '../../features/trail-detail/components/trail-detail-view';
import { TrailNotFound } from '../../features/trail-detail/components/trail-not-found';
import { TrailSkeleton } from '../../features/trail-detail/components/trail-skeleton';
import { useTrail } from '../../features/trail-detail/hooks/use-trail';
import { useTrailViewTracking } from '../../features/trail-detail/hooks/use-trail-view-tracking';
import { WeatherBlock } from '../../features/weather/components/weather-block';
import { parseTrailhead } from '../../lib/coordinates';

/** /routes/:id: the trail detail page, composed from the trail, share, weather and review features. */
export default function TrailPage() {
  const id = Number(useParams().id);
  const state = useTrail(id);
  const route = state.status === 'ready' ? state.route : undefined;
  useTrailViewTracking(route);
  const trailhead = useMemo(() => (route ? parseTrailhead(route.coordinates, route.id) : null), [route]);

  // The server recomputes the trail's rating after a review: fetch it (and keep it in Dexie).
  const refreshTrail = useCallback(() => {
    fetchTrail(id).catch((err: unknown) => console.warn('Could not refresh the trail after the review', err));
  }, [id]);

  if (state.status === 'loading') return <TrailSkeleton />;
  if (!route) return <TrailNotFound />;
  return (
    <TrailDetailView
      route={route}
      trailhead={trailhead}
      share={
        <ShareControl
          url={`${window.location.origin}/routes/${route.id}`}
          title={`${route.name} | Mountain biking in ${route.province}`}
          description={route.description}
        />
      }
      weather={<WeatherBlock routeId={route.id} hasLocation={trailhead !== null} />}
      reviews={<ReviewsBlock routeId={route.id} onReviewAdded={refreshTrail} />}
    />
  );
}
