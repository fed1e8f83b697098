import { useCallback, useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import { Marker, useMap } from 'react-leaflet';
import Supercluster from 'supercluster';
import { MAP_MAX_ZOOM, MAP_PROVINCE_ZOOM, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import type { TrailMarker } from '../map-view';
import { TrailMarker as TrailMarkerView } from './trail-marker';

/**
 * Screen pixels within which trailheads merge into one numbered marker; 10,000 trails stay a few
 * dozen markers. More than a marker's 44 px, so two tap targets never overlap.
 */
const CLUSTER_RADIUS_PX = 52;
/** Leaflet's tiles are 256 px: with the same extent, supercluster's radius is in screen pixels. */
const TILE_EXTENT = 256;
/** From a province's zoom in, every trail has its own marker (a province holds hundreds at most). */
const CLUSTER_MAX_ZOOM = MAP_PROVINCE_ZOOM - 1;

/** A thumb's 44 x 44 px at least, whatever the drawn circle's size. */
const TAP_SIZE = 44;

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 38 : 46;
  const box = Math.max(size, TAP_SIZE);
  return L.divIcon({
    className: 'trail-cluster',
    html: `<span class="trail-cluster__count" style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [box, box],
    iconAnchor: [box / 2, box / 2],
  });
}

/**
 * Only the markers inside the view, with nearby trailheads merged into clusters (supercluster)
 * that zoom in when tapped. Rebuilt when the map stops moving, not on every frame.
 */
export function ClusteredMarkers({
  markers,
  statuses,
  onSelect,
}: {
  markers: TrailMarker[];
  /** The trail managers' statuses in force, by trail id (marked on the marker and in its popup). */
  statuses: ReadonlyMap<number, AdminStatusKind>;
  /** Told when a trail's popup opens or closes, e.g. to draw its recorded line. */
  onSelect?: (routeId: number, open: boolean) => void;
}) {
  const map = useMap();
  const index = useMemo(() => {
    const sc = new Supercluster<{ i: number }>({
      radius: CLUSTER_RADIUS_PX,
      extent: TILE_EXTENT,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
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

  // The trail whose popup is open stays on the map even when panning the popup into view takes
  // its marker out of the view (removing the marker would close the popup).
  const [openId, setOpenId] = useState<number | null>(null);
  // Kept the same across the view's updates, so the memoised markers do not render again on
  // each move: a popup whose content renders again pans the map, and that pan is a move.
  const select = useCallback(
    (routeId: number, open: boolean) => {
      setOpenId((current) => (open ? routeId : current === routeId ? null : current));
      onSelect?.(routeId, open);
    },
    [onSelect],
  );
  const trailMarker = (marker: TrailMarker) => {
    const status = statuses.get(marker.route.id);
    // A new status draws a new icon and title (Leaflet reads `title` only when it adds the marker).
    return (
      <TrailMarkerView key={`${marker.route.id}:${status ?? ''}`} marker={marker} status={status} onSelect={select} />
    );
  };
  const b = view.bounds;
  const items = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(view.zoom));
  const inView = new Set(
    items.flatMap((item) => ('cluster' in item.properties ? [] : [markers[item.properties.i].route.id])),
  );
  const kept = openId !== null && !inView.has(openId) ? markers.find((m) => m.route.id === openId) : undefined;
  const layers = items.map((item) => {
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
    const marker = markers[(props as { i: number }).i];
    return trailMarker(marker);
  });
  // One keyed list: a marker moving between "in view" and "kept" stays the same marker.
  if (kept) layers.push(trailMarker(kept));
  return <>{layers}</>;
}
