import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import { Marker, Popup, useMap } from 'react-leaflet';
import Supercluster from 'supercluster';
import { MAP_MAX_ZOOM, MAP_POPUP_MAX_WIDTH, MAP_PROVINCE_ZOOM } from '@trailfinder/shared-types/rules';
import type { TrailMarker } from '../map-view';
import { markerIcon } from '../marker-icons';
import { TrailPopup } from './trail-popup';

/** Pixels within which trailheads merge into one numbered marker; 10,000 trails stay a few dozen markers. */
const CLUSTER_RADIUS_PX = 45;
/** From a province's zoom in, every trail has its own marker (a province holds hundreds at most). */
const CLUSTER_MAX_ZOOM = MAP_PROVINCE_ZOOM - 1;

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 38 : 46;
  return L.divIcon({
    className: 'trail-cluster',
    html: `<span class="trail-cluster__count">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/**
 * Only the markers inside the view, with nearby trailheads merged into clusters (supercluster)
 * that zoom in when tapped. Rebuilt when the map stops moving, not on every frame.
 */
export function ClusteredMarkers({
  markers,
  onSelect,
}: {
  markers: TrailMarker[];
  /** Told when a trail's popup opens or closes, e.g. to draw its recorded line. */
  onSelect?: (routeId: number, open: boolean) => void;
}) {
  const map = useMap();
  const index = useMemo(() => {
    const sc = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
    sc.load(
      markers.map((m, i) => ({
        type: 'Feature' as const,
        properties: { i },
        geometry: { type: 'Point' as const, coordinates: [m.position[1], m.position[0]] },
      })),
    );
    return sc;
  }, [markers]);
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useEffect(() => {
    const update = () => setView({ bounds: map.getBounds(), zoom: map.getZoom() });
    map.on('moveend', update);
    update();
    return () => {
      map.off('moveend', update);
    };
  }, [map]);

  const b = view.bounds;
  const items = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(view.zoom));
  return (
    <>
      {items.map((item) => {
        const [lng, lat] = item.geometry.coordinates;
        const props = item.properties;
        if ('cluster' in props && props.cluster) {
          const id = props.cluster_id;
          return (
            <Marker
              key={`c${id}`}
              position={[lat, lng]}
              icon={clusterIcon(props.point_count)}
              title={`${props.point_count} trails here: zoom in`}
              alt={`${props.point_count} trails`}
              eventHandlers={{
                click: () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), MAP_MAX_ZOOM)),
              }}
            />
          );
        }
        const { route, position } = markers[(props as { i: number }).i];
        return (
          <Marker
            key={route.id}
            position={[position[0], position[1]]}
            icon={markerIcon(route.difficulty)}
            title={route.name}
            alt={route.name}
            eventHandlers={{
              popupopen: () => onSelect?.(route.id, true),
              popupclose: () => onSelect?.(route.id, false),
            }}
          >
            <Popup maxWidth={MAP_POPUP_MAX_WIDTH}>
              <TrailPopup route={route} />
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}
