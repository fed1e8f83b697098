import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { Marker, useMap } from 'react-leaflet';
import { useNearMeStore } from '../../../lib/near-me-store';

const riderIcon = L.divIcon({
  className: 'rider-position',
  html: '<span class="rider-position__dot"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});
/** Close enough to see the trails around the rider. */
const RIDER_ZOOM = 11;

/**
 * "Show my location": asks the phone once, marks the rider on the map and centres there. The
 * position also sorts the list by distance (the near-me origin); it is never sent anywhere.
 */
export function RiderPosition() {
  const map = useMap();
  const origin = useNearMeStore((s) => s.origin);
  const setOrigin = useNearMeStore((s) => s.setOrigin);
  const [problem, setProblem] = useState<string | null>(null);
  const control = useRef<HTMLDivElement>(null);
  const mine = origin?.label === 'your location' ? origin : null;

  useEffect(() => {
    if (control.current) L.DomEvent.disableClickPropagation(control.current);
  }, []);

  const locate = () => {
    setProblem(null);
    navigator.geolocation?.getCurrentPosition(
      (p) => {
        const at = { lat: p.coords.latitude, lng: p.coords.longitude, label: 'your location' };
        setOrigin(at);
        map.setView([at.lat, at.lng], Math.max(map.getZoom(), RIDER_ZOOM));
      },
      (err) => setProblem(err.code === err.PERMISSION_DENIED ? 'Location access was denied' : 'Location not found'),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <>
      <div className="leaflet-top leaflet-right">
        <div ref={control} className="leaflet-control leaflet-bar rider-position-control">
          <button type="button" onClick={locate} aria-label="Show my location" title="Show my location">
            ◎
          </button>
          {problem && <span role="alert">{problem}</span>}
        </div>
      </div>
      {mine && (
        <Marker
          position={[mine.lat, mine.lng]}
          icon={riderIcon}
          title="You are here"
          alt="You are here"
          keyboard={false}
          zIndexOffset={1000}
        />
      )}
    </>
  );
}
