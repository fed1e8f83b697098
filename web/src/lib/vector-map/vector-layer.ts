import 'leaflet';
import {
  CenteredTextSymbolizer,
  LineLabelSymbolizer,
  LineSymbolizer,
  PolygonSymbolizer,
  leafletLayer,
  type Feature,
  type LabelRule,
  type PaintRule,
} from 'protomaps-leaflet';
import type { GridLayer } from 'leaflet';

/**
 * The vector map (MVT tiles from this server's archive), drawn on canvas tiles by protomaps-leaflet
 * inside Leaflet (decision 086): no WebGL needed, and it asks for /tiles/{z}/{x}/{y}.mvt with
 * fetch(), which the service worker answers from a stored map pack offline.
 *
 * The style knows the OpenMapTiles layers that tilemaker writes (water, landcover, landuse, park,
 * transportation, building, place...) and the Protomaps basemap's (earth, water, landuse, roads,
 * buildings, places), so an archive of either draws; a layer it does not know is left out.
 */

const kind = (f: Feature) => String(f.props.class ?? f.props.kind ?? '');
const isOneOf =
  (...values: string[]) =>
  (_z: number, f: Feature) =>
    values.includes(kind(f));

const WATER = '#a5c8e4';
const WOOD = '#cfe3bf';
const GRASS = '#def0cc';
const BUILDING = '#d9d0c9';
const MAJOR = '#f5d9a6';
const MINOR = '#ffffff';
const CASING = '#c2b8a3';
const TRAIL = '#8a5a2b';

const roadWidth = (z: number, at16: number) => Math.max(0.5, at16 * 2 ** (z - 16));

const PAINT: PaintRule[] = [
  { dataLayer: 'earth', symbolizer: new PolygonSymbolizer({ fill: '#f2efe9' }) },
  { dataLayer: 'landcover', symbolizer: new PolygonSymbolizer({ fill: WOOD }), filter: isOneOf('wood', 'forest') },
  {
    dataLayer: 'landcover',
    symbolizer: new PolygonSymbolizer({ fill: GRASS }),
    filter: isOneOf('grass', 'farmland', 'scrub'),
  },
  { dataLayer: 'landcover', symbolizer: new PolygonSymbolizer({ fill: '#f3e9c6' }), filter: isOneOf('sand', 'rock') },
  {
    dataLayer: 'landuse',
    symbolizer: new PolygonSymbolizer({ fill: '#ebe6df' }),
    filter: isOneOf('residential', 'commercial', 'industrial'),
  },
  {
    dataLayer: 'landuse',
    symbolizer: new PolygonSymbolizer({ fill: WOOD }),
    filter: isOneOf('wood', 'forest', 'nature_reserve', 'park'),
  },
  { dataLayer: 'park', symbolizer: new PolygonSymbolizer({ fill: GRASS, opacity: 0.7 }) },
  { dataLayer: 'water', symbolizer: new PolygonSymbolizer({ fill: WATER }) },
  { dataLayer: 'waterway', symbolizer: new LineSymbolizer({ color: WATER, width: (z) => roadWidth(z, 3) }) },
  {
    dataLayer: 'building',
    symbolizer: new PolygonSymbolizer({ fill: BUILDING, stroke: '#c4b8ae', width: 0.5 }),
    minzoom: 13,
  },
  { dataLayer: 'buildings', symbolizer: new PolygonSymbolizer({ fill: BUILDING }), minzoom: 13 },
  // Roads: casing, then the fill; big roads warm, small ones white; tracks and paths (what riders ride) dashed brown.
  ...(['transportation', 'roads'] as const).flatMap((dataLayer): PaintRule[] => [
    {
      dataLayer,
      symbolizer: new LineSymbolizer({ color: CASING, width: (z) => roadWidth(z, 10) + 1 }),
      filter: isOneOf('motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'highway', 'major_road'),
    },
    {
      dataLayer,
      symbolizer: new LineSymbolizer({ color: MAJOR, width: (z) => roadWidth(z, 10) }),
      filter: isOneOf('motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'highway', 'major_road'),
    },
    {
      dataLayer,
      symbolizer: new LineSymbolizer({ color: CASING, width: (z) => roadWidth(z, 7) + 1 }),
      filter: isOneOf('minor', 'service', 'minor_road', 'other'),
    },
    {
      dataLayer,
      symbolizer: new LineSymbolizer({ color: MINOR, width: (z) => roadWidth(z, 7) }),
      filter: isOneOf('minor', 'service', 'minor_road', 'other'),
    },
    {
      dataLayer,
      symbolizer: new LineSymbolizer({ color: TRAIL, width: 1.5, dash: [4, 2], dashColor: TRAIL, dashWidth: 1.5 }),
      filter: isOneOf('track', 'path'),
    },
    { dataLayer, symbolizer: new LineSymbolizer({ color: '#9b9b9b', width: 1.5 }), filter: isOneOf('rail', 'transit') },
  ]),
  { dataLayer: 'boundary', symbolizer: new LineSymbolizer({ color: '#9e8fb0', width: 1, dash: [6, 3] }) },
];

const LABEL: LabelRule[] = [
  ...(['place', 'places'] as const).map((dataLayer): LabelRule => ({
    dataLayer,
    symbolizer: new CenteredTextSymbolizer({ fill: '#333', stroke: 'white', width: 2, fontSize: 13, fontWeight: 600 }),
  })),
  ...(['transportation_name', 'roads'] as const).map((dataLayer): LabelRule => ({
    dataLayer,
    symbolizer: new LineLabelSymbolizer({ fill: '#444', stroke: 'white', width: 2, fontSize: 11 }),
    minzoom: 13,
  })),
  ...(['mountain_peak', 'water_name'] as const).map((dataLayer): LabelRule => ({
    dataLayer,
    symbolizer: new CenteredTextSymbolizer({
      fill: dataLayer === 'water_name' ? '#2f6690' : '#5b4636',
      stroke: 'white',
      width: 2,
      fontSize: 11,
    }),
    minzoom: 12,
  })),
];

export interface VectorLayerOptions {
  /** /tiles/{z}/{x}/{y}.mvt?v=… */
  url: string;
  attribution: string;
  /** The archive's highest zoom: past it its tiles are drawn larger. */
  maxDataZoom: number;
  maxZoom: number;
  opacity: number;
}

/** A Leaflet layer drawing the archive's vector tiles, one canvas per 256-pixel tile. */
export function vectorLayer({ url, attribution, maxDataZoom, maxZoom, opacity }: VectorLayerOptions): GridLayer {
  return leafletLayer({
    // One data tile per map tile (levelDiff 0), as the packs hold them: zoom 10 draws zoom 10's tiles.
    sources: { '': { url, levelDiff: 0, maxDataZoom } },
    paintRules: PAINT,
    labelRules: LABEL,
    backgroundColor: '#f2efe9',
    attribution,
    maxZoom,
    opacity,
  }) as unknown as GridLayer;
}
