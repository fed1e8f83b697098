import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { MAP_FIT_PADDING } from '@trailfinder/shared-types/rules';
import type { MapView } from '../map-view';

/**
 * Moves the map when the computed view changes; failures are only logged. The first view is set at
 * once; a later one (a filter change) after the next paint, so the updated list shows first and
 * the map's zoom animation does not hold that frame back.
 */
export function MapViewController({ view }: { view: MapView }) {
  const map = useMap();
  const key = JSON.stringify(view);
  const placed = useRef(false);
  useEffect(() => {
    const move = () => {
      try {
        if (view.kind === 'fit') {
          map.fitBounds(L.latLngBounds(view.points.map((p) => [p[0], p[1]])).pad(MAP_FIT_PADDING));
        } else {
          map.setView([view.centre[0], view.centre[1]], view.zoom);
        }
      } catch (err) {
        console.error('Could not move the map', err);
      }
    };
    if (!placed.current) {
      placed.current = true;
      move();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(move, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // `key` stands for `view`: re-run only when the view really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}
