import 'leaflet/dist/leaflet.css';
import './trail-map.css';
import { useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import {
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_POPUP_MAX_WIDTH,
} from '@trailfinder/shared-types/rules';
import type { Route } from '@trailfinder/shared-types';
import { computeMapView, toMarkers } from '../map-view';
import { markerIcon } from '../marker-icons';
import { MapViewController } from './map-view-controller';
import { TrailPopup } from './trail-popup';

export interface TrailMapProps {
  routes: Route[];
  province: string;
  tileUrl: string;
  tileAttribution: string;
}

/** The Leaflet map (loaded lazily: Leaflet stays out of the home page's first download). */
export default function TrailMap({ routes, province, tileUrl, tileAttribution }: TrailMapProps) {
  const markers = useMemo(() => toMarkers(routes), [routes]);
  const view = useMemo(
    () =>
      computeMapView(
        province,
        markers.map((m) => m.position),
      ),
    [province, markers],
  );

  return (
    <MapContainer
      center={[MAP_DEFAULT_CENTRE[0], MAP_DEFAULT_CENTRE[1]]}
      zoom={MAP_DEFAULT_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      scrollWheelZoom={false}
      doubleClickZoom
      touchZoom
      boxZoom
      keyboard
      dragging
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} maxZoom={MAP_MAX_ZOOM} crossOrigin="anonymous" />
      {markers.map(({ route, position }) => (
        <Marker
          key={route.id}
          position={[position[0], position[1]]}
          icon={markerIcon(route.difficulty)}
          title={route.name}
          alt={route.name}
        >
          <Popup maxWidth={MAP_POPUP_MAX_WIDTH}>
            <TrailPopup route={route} />
          </Popup>
        </Marker>
      ))}
      <MapViewController view={view} />
    </MapContainer>
  );
}
