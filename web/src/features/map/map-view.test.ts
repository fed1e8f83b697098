import { describe, expect, it, vi } from 'vitest';
import { PROVINCE_CENTRES } from '@trailfinder/shared-types/rules';
import { makeTrail } from '../../lib/test-fixtures';
import { computeMapView, toMarkers } from './map-view';

const pt = (i: number) => [-33 - i / 100, 18 + i / 100] as const;

describe('computeMapView', () => {
  it('shows the whole country when no province is chosen', () => {
    expect(computeMapView('all', [pt(1), pt(2)])).toEqual({ kind: 'centre', centre: [-28.5, 24.5], zoom: 5 });
  });

  it('fits 2 to 20 markers of a chosen province', () => {
    expect(computeMapView('Western Cape', [pt(1), pt(2)])).toEqual({ kind: 'fit', points: [pt(1), pt(2)] });
    const many = Array.from({ length: 21 }, (_, i) => pt(i));
    expect(computeMapView('Western Cape', many)).toEqual({
      kind: 'centre',
      centre: PROVINCE_CENTRES['Western Cape'],
      zoom: 8,
    });
  });

  it('centres a single marker at zoom 10', () => {
    expect(computeMapView('Gauteng', [pt(3)])).toEqual({ kind: 'centre', centre: pt(3), zoom: 10 });
  });

  it('falls back to Gauteng for an unknown province', () => {
    expect(computeMapView('Atlantis', [])).toEqual({ kind: 'centre', centre: PROVINCE_CENTRES.Gauteng, zoom: 8 });
  });
});

describe('toMarkers', () => {
  it('skips routes without a usable trailhead', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markers = toMarkers([makeTrail({ id: 1 }), makeTrail({ id: 2, coordinates: '[]' })]);
    expect(markers.map((m) => m.route.id)).toEqual([1]);
  });
});
