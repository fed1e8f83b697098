import 'leaflet/dist/leaflet.css';
import '../../../components/map-touch.css';
import './trail-map.css';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { MapContainer } from 'react-leaflet';
import { BaseTileLayer } from '../../../components/base-tile-layer';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { OfflineMapHint } from '../../../components/offline-map-hint';
import { useTrailStatuses } from '../../../lib/use-trail-statuses';
import { computeMapView, toMarkers } from '../map-view';
import { ClusteredMarkers } from './clustered-markers';
import { MapViewController } from './map-view-controller';
import { RiderPosition } from './rider-position';

export interface TrailMapProps {
  routes: Trail[];
  province: string;
  tileUrl: string;
  tileAttribution: string;
  /** Drawn for the trail whose popup is open (the page brings it: its recorded line). */
  SelectedOverlay?: ComponentType<{ routeId: number }>;
}

/** The Leaflet map (loaded lazily: Leaflet stays out of the home page's first download). */
export default function TrailMap({ routes, province, tileUrl, tileAttribution, SelectedOverlay }: TrailMapProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const select = useCallback(
    (id: number, open: boolean) => setSelected((current) => (open ? id : current === id ? null : current)),
    [],
  );
  const markers = useMemo(() => toMarkers(routes), [routes]);
  const statuses = useTrailStatuses();
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
      <BaseTileLayer url={tileUrl} attribution={tileAttribution} maxZoom={MAP_MAX_ZOOM} />
      <ClusteredMarkers markers={markers} statuses={statuses} onSelect={select} />
      <RiderPosition />
      <OfflineMapHint tileUrl={tileUrl} />
      {SelectedOverlay && selected !== null && <SelectedOverlay routeId={selected} />}
      <MapViewController view={view} />
    </MapContainer>
  );
}
