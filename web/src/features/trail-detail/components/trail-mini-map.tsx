import 'leaflet/dist/leaflet.css';
import './trail-mini-map.css';
import L from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import { BaseTileLayer } from '../../../components/base-tile-layer';
import { MINI_MAP_OPACITY, MINI_MAP_TILE_MAX_ZOOM, MINI_MAP_ZOOM } from '@trailfinder/shared-types/rules';
import type { LatLng } from '../../../lib/coordinates';

const pin = L.divIcon({
  className: 'mini-map-marker',
  html:
    '<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">' +
    '<path d="M15 39C15 39 28 24 28 14A13 13 0 0 0 2 14C2 24 15 39 15 39Z" fill="#027a48" stroke="#fff" stroke-width="2.5"/>' +
    '<circle cx="15" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [30, 40],
  iconAnchor: [15, 39],
});

export interface TrailMiniMapProps {
  trailhead: LatLng;
  name: string;
  tileUrl: string;
  tileAttribution: string;
}

/**
 * The Trail Location mini map (lazy chunk with Leaflet): non-interactive, zoom 13, tiles up to
 * zoom 15 at 80 % opacity, a marker at the trailhead. The card around it opens navigation.
 */
export default function TrailMiniMap({ trailhead, name, tileUrl, tileAttribution }: TrailMiniMapProps) {
  const centre: [number, number] = [trailhead[0], trailhead[1]];
  return (
    <MapContainer
      center={centre}
      zoom={MINI_MAP_ZOOM}
      maxZoom={MINI_MAP_TILE_MAX_ZOOM}
      dragging={false}
      zoomControl={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      touchZoom={false}
      boxZoom={false}
      keyboard={false}
      attributionControl
      style={{ height: '100%', width: '100%' }}
    >
      <BaseTileLayer
        url={tileUrl}
        attribution={tileAttribution}
        maxZoom={MINI_MAP_TILE_MAX_ZOOM}
        opacity={MINI_MAP_OPACITY}
      />
      <Marker
        position={centre}
        icon={pin}
        interactive={false}
        keyboard={false}
        title={name}
        alt={`${name} trailhead`}
      />
    </MapContainer>
  );
}
