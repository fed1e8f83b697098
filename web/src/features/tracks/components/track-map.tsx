import 'leaflet/dist/leaflet.css';
import '../../../components/map-touch.css';
import { useEffect } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, useMap } from 'react-leaflet';
import { BaseTileLayer } from '../../../components/base-tile-layer';
import type { TrackFeature } from '@trailfinder/shared-types';
import { OfflineMapHint } from '../../../components/offline-map-hint';

const dot = (className: string, colour: string, size = 16) =>
  L.divIcon({
    className,
    html: `<svg width="${size}" height="${size}" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6" fill="${colour}" stroke="#fff" stroke-width="2.5"/></svg>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
const START = dot('track-start-marker', '#027a48');
const FINISH = dot('track-finish-marker', '#b42318');
const SPOT = dot('track-spot-marker', '#101828', 18);
const RIDER = dot('track-rider-marker', '#1570ef', 20);

export interface TrackMapProps {
  feature: TrackFeature;
  tileUrl: string;
  tileAttribution: string;
  /** Index of the position picked on the profile, marked on the line. */
  selected: number | null;
  /** The rider's place on the line ("Show my position"). */
  rider: { lat: number; lng: number } | null;
}

/** Fits the map to the track's bounding box once it is drawn. */
function FitToTrack({ bbox }: { bbox: TrackFeature['bbox'] }) {
  const map = useMap();
  useEffect(() => {
    const [w, s, e, n] = bbox;
    map.fitBounds(
      [
        [s, w],
        [n, e],
      ],
      { padding: [16, 16] },
    );
  }, [map, bbox]);
  return null;
}

/** The trail's line with its start and finish (lazy chunk: Leaflet loads only with the track). */
export default function TrackMap({ feature, tileUrl, tileAttribution, selected, rider }: TrackMapProps) {
  const coords = feature.geometry.coordinates;
  const line = coords.map(([lng, lat]) => [lat, lng] as [number, number]);
  const at = (i: number) => line[Math.min(Math.max(i, 0), line.length - 1)];
  return (
    <MapContainer bounds={L.latLngBounds(line)} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
      <BaseTileLayer url={tileUrl} attribution={tileAttribution} />
      <FitToTrack bbox={feature.bbox} />
      <Polyline positions={line} pathOptions={{ color: '#027a48', weight: 4 }} />
      <Marker position={at(line.length - 1)} icon={FINISH} title="Finish" alt="Finish" keyboard={false} />
      {/* Above the finish: on a loop both are at the same place, and the start is where a ride begins. */}
      <Marker position={at(0)} icon={START} title="Start" alt="Start" keyboard={false} zIndexOffset={100} />
      {selected !== null && (
        <Marker position={at(selected)} icon={SPOT} title="Point picked on the profile" keyboard={false} />
      )}
      {rider && <Marker position={[rider.lat, rider.lng]} icon={RIDER} title="You are here" keyboard={false} />}
      <OfflineMapHint tileUrl={tileUrl} />
    </MapContainer>
  );
}
