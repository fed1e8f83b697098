import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { readStoredTiles, storedViewTarget, viewIsStored, type StoredView } from '../lib/stored-tiles';
import { useOnline } from '../lib/use-online';
import { nativeMaxZoom, useServerConfig } from '../lib/server-config';
import css from './offline-map-hint.module.css';

type Hint = { kind: 'zoom' | 'area'; target: StoredView | null };

const MESSAGES: Record<Hint['kind'], string> = {
  zoom: 'No map stored at this zoom on this device',
  area: 'No map stored for this area on this device',
};

/**
 * Offline, a view with none of its tiles on the device is blank: say so on the map and offer
 * to go back to where the map is stored. Goes inside a MapContainer; `tileUrl` is the layer's
 * template, so only this map's tiles count. The stored tiles are read from Cache Storage once
 * per offline spell (nothing can be added to it with no signal) and checked after every move.
 */
export function OfflineMapHint({ tileUrl }: { tileUrl: string }) {
  const map = useMap();
  const online = useOnline();
  const [hint, setHint] = useState<Hint | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Past the archive's highest zoom the map draws that zoom's tiles enlarged: they are what counts.
  const dataMaxZoom = nativeMaxZoom(useServerConfig(), tileUrl) ?? Infinity;

  useEffect(() => {
    if (online) {
      setHint(null);
      return;
    }
    let live = true;
    const stored = readStoredTiles(tileUrl);
    const check = () => {
      void stored.then((tiles) => {
        if (!live) return;
        const zoom = Math.min(Math.round(map.getZoom()), dataMaxZoom);
        const b = map.getBounds();
        if (viewIsStored(tiles, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) return setHint(null);
        const c = map.getCenter();
        const target = storedViewTarget(tiles, [c.lat, c.lng], zoom);
        const samePlace = target !== null && target.centre[0] === c.lat && target.centre[1] === c.lng;
        setHint({ kind: samePlace ? 'zoom' : 'area', target });
      });
    };
    const started = () => animating.set(map, true);
    const ended = () => animating.set(map, false);
    map.on('moveend', check);
    map.on('zoomanim', started);
    map.on('zoomend', ended);
    check();
    return () => {
      live = false;
      map.off('moveend', check);
      map.off('zoomanim', started);
      map.off('zoomend', ended);
    };
  }, [map, online, tileUrl, dataMaxZoom]);

  useEffect(() => {
    // Taps on the hint are the hint's, not the map's (no zoom on double tap, no drag).
    if (box.current) {
      L.DomEvent.disableClickPropagation(box.current);
      L.DomEvent.disableScrollPropagation(box.current);
    }
  }, [hint]);

  if (!hint) return null;
  const { target } = hint;
  return (
    <div ref={box} role="status" className={css.hint}>
      <p className={css.message}>{MESSAGES[hint.kind]}</p>
      {target && (
        <button type="button" className={css.go} onClick={() => goTo(map, target)}>
          {hint.kind === 'zoom' ? 'Zoom out to the stored map' : 'Go to the stored map'}
        </button>
      )}
    </div>
  );
}

/** Leaflet's zoom animations under way, per map: a view asked for during one is dropped by Leaflet. */
const animating = new WeakMap<L.Map, boolean>();

/** Moves the map to `target`, after the zoom animation under way if there is one (a tap then is not lost). */
function goTo(map: L.Map, target: StoredView) {
  const go = () => map.setView([target.centre[0], target.centre[1]], target.zoom);
  if (animating.get(map)) map.once('zoomend', go);
  else go();
}
