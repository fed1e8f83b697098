import { useEffect } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useServerConfig } from '../lib/server-config';

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
  const { tileUrl, tileKind, tileMaxZoom } = useServerConfig();
  if (tileKind === 'vector' && url === tileUrl)
    return (
      <VectorTileLayer
        url={url}
        attribution={attribution}
        maxZoom={maxZoom}
        opacity={opacity}
        maxDataZoom={tileMaxZoom ?? 16}
      />
    );
  // Only the options given: one passed as undefined would replace Leaflet's default (maxZoom 18).
  const options = { ...(maxZoom !== undefined && { maxZoom }), ...(opacity !== undefined && { opacity }) };
  // CORS requests, so the service worker keeps real (not opaque, quota-padded) tiles offline.
  return <TileLayer url={url} attribution={attribution} {...options} crossOrigin="anonymous" />;
}

function VectorTileLayer({ url, attribution, maxZoom, opacity, maxDataZoom }: Props & { maxDataZoom: number }) {
  const map = useMap();
  useEffect(() => {
    // The layer comes after its code: until then the map takes its zoom limit from here, as it
    // would from a tile layer (a fitBounds with no limit asks for an infinite zoom).
    if (map.options.maxZoom === undefined) map.setMaxZoom(maxZoom ?? 18);
    let layer: { remove(): void } | undefined;
    let live = true;
    void import('../lib/vector-map/vector-layer').then(({ vectorLayer }) => {
      if (!live) return;
      // Leaflet's own tile layer defaults: zoom 18 at most, fully opaque.
      layer = vectorLayer({ url, attribution, maxDataZoom, maxZoom: maxZoom ?? 18, opacity: opacity ?? 1 }).addTo(map);
    });
    return () => {
      live = false;
      layer?.remove();
    };
  }, [map, url, attribution, maxZoom, opacity, maxDataZoom]);
  return null;
}
