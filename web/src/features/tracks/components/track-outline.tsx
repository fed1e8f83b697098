import type { TrackFeature } from '@trailfinder/shared-types';

const SIZE = 240;

/** The line as a small SVG drawing (no map library): the admin checks the shape before saving. */
export function TrackOutline({ feature }: { feature: TrackFeature }) {
  const [w, s, e, n] = feature.bbox;
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const span = Math.max((e - w) * kx, n - s) || 1;
  const points = feature.geometry.coordinates
    .map(
      ([lng, lat]) =>
        `${(8 + ((lng - w) * kx * (SIZE - 16)) / span).toFixed(1)},${(8 + ((n - lat) * (SIZE - 16)) / span).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label="The shape of the imported line"
      data-testid="track-outline"
      style={{ background: '#f9fafb', border: '1px solid #eaecf0', borderRadius: 8 }}
    >
      <polyline points={points} fill="none" stroke="#027a48" strokeWidth="2" />
    </svg>
  );
}
