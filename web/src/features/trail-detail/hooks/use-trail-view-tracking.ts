import { useEffect, useRef } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { track } from '../../../lib/tracking';

/** One trail_view per trail opened (province, difficulty, distance and location). */
export function useTrailViewTracking(route: Trail | undefined): void {
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (!route || tracked.current === route.id) return;
    tracked.current = route.id;
    track('trail_view', {
      entityId: route.id,
      entityType: 'trail',
      metadata: {
        province: route.province,
        difficulty: route.difficulty,
        distance: route.distance,
        location: route.location,
      },
    });
  }, [route]);
}
