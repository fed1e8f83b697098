import { z } from 'zod';

/** A GPX upload may be at most 10 MiB (checked on the bytes, before any parsing). */
export const GPX_MAX_BYTES = 10 * 1024 * 1024;

/**
 * At most 200,000 track or route points per file: two full days recorded every second, far more
 * than any trail needs, while a 10 MiB file written by a GPS unit (about 100 bytes per point)
 * holds about 100,000. It bounds the work and storage of a file of bare, minimal points.
 */
export const GPX_MAX_POINTS = 200_000;

/** Why a GPX file was refused; each comes with a message an administrator can act on. */
export const GPX_REFUSALS = [
  'too_large',
  'not_xml',
  'xml_declarations',
  'not_gpx',
  'no_points',
  'too_many_points',
] as const;
export type GpxRefusalCode = (typeof GPX_REFUSALS)[number];

/**
 * Where a track's elevations come from: the file ('recorded', a few gaps interpolated), the
 * elevation service ('filled', a terrain model), or nowhere yet ('none': figures unknown).
 */
export const ELEVATION_SOURCES = ['recorded', 'filled', 'none'] as const;
export const ElevationSource = z.enum(ELEVATION_SOURCES);
export type ElevationSource = z.infer<typeof ElevationSource>;

const Lng = z.number().min(-180).max(180);
const Lat = z.number().min(-90).max(90);

/** [west, south, east, north] in degrees, as GeoJSON's bbox. */
export const TrackBBox = z.tuple([Lng, Lat, Lng, Lat]);
export type TrackBBox = z.infer<typeof TrackBBox>;

/** The figures a rider sees, shared by the summary and the map line's properties. */
const TrackFigures = z.object({
  distanceKm: z.number().nonnegative(),
  /** null while the elevation is unknown (no elevation in the file and none filled in yet). */
  ascentM: z.number().nonnegative().nullable(),
  descentM: z.number().nonnegative().nullable(),
  minEleM: z.number().nullable(),
  maxEleM: z.number().nullable(),
  elevationSource: ElevationSource,
});

export const TrackSummary = TrackFigures.extend({
  bbox: TrackBBox,
  segments: z.number().int().positive(),
  points: z.object({
    /** Track (or route) points read from the file. */
    inFile: z.number().int().nonnegative(),
    /** Left after cleaning: kept for the GPX download. */
    kept: z.number().int().nonnegative(),
    /** In the simplified line drawn on the map. */
    display: z.number().int().nonnegative(),
  }),
});
export type TrackSummary = z.infer<typeof TrackSummary>;

/** [lng, lat] or [lng, lat, ele]: elevation is left out while it is unknown. */
export const TrackCoordinate = z.union([z.tuple([Lng, Lat]), z.tuple([Lng, Lat, z.number()])]);

export const TrackFeatureProperties = TrackFigures.extend({
  /**
   * Indices in `coordinates` where a new recorded segment begins (empty for one segment): the
   * step into such an index is a gap in the recording, drawn but not counted as distance.
   */
  segmentStarts: z.array(z.number().int().positive()),
});
export type TrackFeatureProperties = z.infer<typeof TrackFeatureProperties>;

/**
 * GET /api/routes/:id/track: the simplified line for display as one GeoJSON LineString (all
 * segments concatenated, see `segmentStarts`); its elevations are the smoothed ones the figures
 * were computed from, so the profile and the "climbing left" agree with the summary.
 */
export const TrackFeature = z.object({
  type: z.literal('Feature'),
  bbox: TrackBBox,
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(TrackCoordinate).min(2) }),
  properties: TrackFeatureProperties,
});
export type TrackFeature = z.infer<typeof TrackFeature>;

/** What cleaning removed or changed, for the admin's preview. */
export const TrackCleaning = z.object({
  duplicates: z.number().int().nonnegative(),
  outOfRange: z.number().int().nonnegative(),
  badElevations: z.number().int().nonnegative(),
  spikes: z.number().int().nonnegative(),
  splits: z.number().int().nonnegative(),
  stranded: z.number().int().nonnegative(),
});
export type TrackCleaning = z.infer<typeof TrackCleaning>;

/** PUT /api/admin/routes/:id/track: 200 with what was understood of the file. */
export const TrackImportResponse = z.object({
  summary: TrackSummary,
  track: TrackFeature,
  cleaning: TrackCleaning,
  /** True when the file has no (usable) elevation and the elevation service could not be reached. */
  elevationPending: z.boolean(),
  /** Sentences for the admin: what was ignored, cleaned or could not be done. */
  notes: z.array(z.string()),
});
export type TrackImportResponse = z.infer<typeof TrackImportResponse>;

/** 400 for a refused GPX file. */
export const GpxRefusalResponse = z.object({ message: z.string(), code: z.enum(GPX_REFUSALS) });
export type GpxRefusalResponse = z.infer<typeof GpxRefusalResponse>;

/** `?variant=` on the track routes: the variant's name; absent for the trail's own track. */
export const TrackVariantQuery = z.object({ variant: z.string().trim().min(1).max(255).optional() });
export type TrackVariantQuery = z.infer<typeof TrackVariantQuery>;

/**
 * What /api/sync says about a track: enough for a device to know a trail has one, show its
 * figures in a list, and fetch the line again only when `version` changed.
 */
export const TrackRef = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  /** The variant's name, or null for the trail's own track. */
  variant: z.string().nullable(),
  /** Changes whenever the track is imported again (the ETag of GET /api/routes/:id/track follows it). */
  version: z.string(),
  distanceKm: z.number().nonnegative(),
  ascentM: z.number().nonnegative().nullable(),
});
export type TrackRef = z.infer<typeof TrackRef>;

/** 200 for DELETE /api/admin/routes/:id/track. */
export const TrackDeletedResponse = z.object({ message: z.string() });
