import { useEffect, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { nativeMaxZoom, useServerConfig } from '../lib/server-config';
import css from './base-tile-layer.module.css';

interface Props {
  url: string;
  attribution: string;
  maxZoom?: number;
  opacity?: number;
}

/**
 * The map's base layer: a Leaflet tile layer for raster tiles, or, when the server's archive holds
 * vector tiles (client config `tileKind: 'vector'`), those tiles drawn by protomaps-leaflet
 * (decision 086). Its code is fetched only for a vector map, after the map's own chunk.
 */
export function BaseTileLayer({ url, attribution, maxZoom, opacity }: Props) {
  const config = useServerConfig();
  const dataMaxZoom = nativeMaxZoom(config, url);
  if (config.tileKind === 'vector' && url === config.tileUrl)
    return (
      <VectorTileLayer
        url={url}
        attribution={attribution}
        maxZoom={maxZoom}
        opacity={opacity}
        maxDataZoom={dataMaxZoom ?? 16}
      />
    );
  // Only the options given: one passed as undefined would replace Leaflet's default (maxZoom 18).
  // Past the archive's highest zoom its tiles are drawn enlarged (maxNativeZoom), not asked for:
  // the archive has none there, so they would 404 online and be missing from a pack offline.
  const options = {
    ...(maxZoom !== undefined && { maxZoom }),
    ...(opacity !== undefined && { opacity }),
    ...(dataMaxZoom !== undefined && { maxNativeZoom: dataMaxZoom }),
  };
  // CORS requests, so the service worker keeps real (not opaque, quota-padded) tiles offline.
  return <TileLayer url={url} attribution={attribution} {...options} crossOrigin="anonymous" />;
}

function VectorTileLayer({ url, attribution, maxZoom, opacity, maxDataZoom }: Props & { maxDataZoom: number }) {
  const map = useMap();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The layer comes after its code: until then the map takes its zoom limit from here, as it
    // would from a tile layer, so a view fitted before it comes stays within it.
    if (map.options.maxZoom === undefined) map.setMaxZoom(maxZoom ?? 18);
    let layer: { remove(): void } | undefined;
    let live = true;
    void import('../lib/vector-map/vector-layer').then(
      ({ vectorLayer }) => {
        if (!live) return;
        // Leaflet's own tile layer defaults: zoom 18 at most, fully opaque.
        layer = vectorLayer({ url, attribution, maxDataZoom, maxZoom: maxZoom ?? 18, opacity: opacity ?? 1 }).addTo(
          map,
        );
      },
      () => setFailed(true),
    );
    return () => {
      live = false;
      layer?.remove();
    };
  }, [map, url, attribution, maxZoom, opacity, maxDataZoom]);
  // Its code could not be fetched (a device offline that never loaded it): say so on the map.
  if (!failed) return null;
  return (
    <div role="status" className={css.failed}>
      <p className={css.message}>The map could not be drawn on this device.</p>
    </div>
  );
}
