import { useCallback, useRef, useState } from 'react';
import type { TrackFeature } from '@trailfinder/shared-types';
import { locateOnTrack, type TrackProgress } from '@trailfinder/shared-types/rules';

export type RiderProgress =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'error'; message: string }
  | { status: 'ready'; progress: TrackProgress };

const REASONS: Record<number, string> = {
  1: 'Location permission was refused: allow it in your browser to see where you are on the track.',
  2: 'Your position is not available right now (no GPS fix). Try again in the open.',
  3: 'Finding your position took too long. Try again.',
};

/**
 * "Show my position": one GPS fix placed on the line, worked out on the device (no network
 * needed). The previous fix's progress is passed on, so on a loop the rider stays on the right pass.
 */
export function useRiderProgress(feature: TrackFeature | null) {
  const [state, setState] = useState<RiderProgress>({ status: 'idle' });
  const lastDone = useRef<number | undefined>(undefined);

  const locate = useCallback(() => {
    if (!feature) return;
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: 'This browser cannot share your position.' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const progress = locateOnTrack(
          feature.geometry.coordinates,
          { lat: pos.coords.latitude, lng: pos.coords.longitude },
          { segmentStarts: feature.properties.segmentStarts, previousDoneM: lastDone.current },
        );
        if (!progress) return setState({ status: 'error', message: 'The track has no line to place you on.' });
        lastDone.current = progress.doneM;
        setState({ status: 'ready', progress });
      },
      (err) => setState({ status: 'error', message: REASONS[err.code] ?? 'Your position is not available.' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 10_000 },
    );
  }, [feature]);

  return { state, locate };
}
