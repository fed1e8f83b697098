import { describe, expect, it } from 'vitest';
import { GpxRefusalResponse, TrackFeature, TrackSummary, TrackVariantQuery } from './track.js';

const feature = {
  type: 'Feature',
  bbox: [18.42, -34.05, 18.43, -34.04],
  geometry: {
    type: 'LineString',
    coordinates: [
      [18.42, -34.05, 120.5],
      [18.43, -34.04, 160],
    ],
  },
  properties: {
    distanceKm: 1.4,
    ascentM: 40,
    descentM: 0,
    minEleM: 121,
    maxEleM: 160,
    elevationSource: 'recorded',
    segmentStarts: [],
  },
};

describe('track schemas', () => {
  it('accept a track line with or without elevation', () => {
    expect(TrackFeature.parse(feature)).toEqual(feature);
    const unknownEle = {
      ...feature,
      geometry: {
        type: 'LineString',
        coordinates: [
          [18.42, -34.05],
          [18.43, -34.04],
        ],
      },
      properties: {
        ...feature.properties,
        ascentM: null,
        descentM: null,
        minEleM: null,
        maxEleM: null,
        elevationSource: 'none',
      },
    };
    expect(TrackFeature.safeParse(unknownEle).success).toBe(true);
  });

  it('refuse a line of one point, positions off the map and [lat, lng] mix-ups', () => {
    const one = { ...feature, geometry: { type: 'LineString', coordinates: [[18.42, -34.05]] } };
    expect(TrackFeature.safeParse(one).success).toBe(false);
    const swapped = {
      ...feature,
      geometry: {
        type: 'LineString',
        coordinates: [
          [-34.05, 118.42],
          [18.43, -34.04],
        ],
      },
    };
    expect(TrackFeature.safeParse(swapped).success).toBe(false);
  });

  it('say what a summary and a refusal look like', () => {
    const summary = {
      distanceKm: 12.3,
      ascentM: null,
      descentM: null,
      minEleM: null,
      maxEleM: null,
      elevationSource: 'none',
      bbox: [18.4, -34.1, 18.5, -34],
      segments: 2,
      points: { inFile: 5000, kept: 4990, display: 400 },
    };
    expect(TrackSummary.parse(summary)).toEqual(summary);
    expect(TrackSummary.safeParse({ ...summary, segments: 0 }).success).toBe(false);
    expect(GpxRefusalResponse.safeParse({ message: 'no', code: 'not_gpx' }).success).toBe(true);
    expect(GpxRefusalResponse.safeParse({ message: 'no', code: 'teapot' }).success).toBe(false);
    expect(TrackVariantQuery.parse({ variant: ' Blue ' })).toEqual({ variant: 'Blue' });
    expect(TrackVariantQuery.safeParse({ variant: '' }).success).toBe(false);
  });
});
