import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProfilePoint } from '@trailfinder/shared-types/rules';
import { formatKm, formatM } from '../track-format';
import css from './elevation-profile.module.css';

// The drawing is as wide as its box in CSS pixels (a phone's width until it is measured), so the
// labels keep their 11 px and the profile its height on a desktop's wide column too.
const PHONE_W = 360;
const H = 140;

/** The element's width in CSS pixels, followed as it changes; `fallback` before it is measured. */
function useWidth(fallback: number) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
const PAD = { left: 50, right: 6, top: 12, bottom: 20 };

interface Props {
  profile: ProfilePoint[];
  /** The position index marked on the profile and the map, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  /** The text a screen reader hears instead of the drawing. */
  summary: string;
}

/**
 * Distance against elevation as an SVG drawing. Touching, hovering or using the arrow keys picks
 * a point: its distance and elevation show here and the map marks the spot.
 */
export function ElevationProfile({ profile, selected, onSelect, summary }: Props) {
  const [svgRef, W] = useWidth(PHONE_W);
  const scale = useMemo(() => {
    const total = profile[profile.length - 1]?.distanceM || 1;
    const eles = profile.map((p) => p.elevationM);
    const [lo, hi] = [Math.min(...eles), Math.max(...eles)];
    const span = Math.max(hi - lo, 10);
    const x = (d: number) => PAD.left + ((W - PAD.left - PAD.right) * d) / total;
    const y = (e: number) => H - PAD.bottom - ((H - PAD.top - PAD.bottom) * (e - lo)) / span;
    return { total, lo, hi, x, y };
  }, [profile, W]);

  const path = useMemo(
    () =>
      profile.map((p, i) => `${i ? 'L' : 'M'}${scale.x(p.distanceM).toFixed(1)},${scale.y(p.elevationM).toFixed(1)}`),
    [profile, scale],
  ).join('');

  /** The profile point nearest a distance along the track. */
  const nearest = (distanceM: number) => {
    let best = 0;
    for (let i = 1; i < profile.length; i++) {
      if (Math.abs(profile[i].distanceM - distanceM) < Math.abs(profile[best].distanceM - distanceM)) best = i;
    }
    return profile[best].index;
  };

  const pick = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const vx = ((e.clientX - box.left) / box.width) * W;
    const d = ((vx - PAD.left) / (W - PAD.left - PAD.right)) * scale.total;
    onSelect(nearest(Math.min(Math.max(d, 0), scale.total)));
  };

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const at = profile.findIndex((p) => p.index === selected);
    onSelect(profile[Math.min(Math.max((at < 0 ? 0 : at) + step, 0), profile.length - 1)].index);
  };

  const point = profile.find((p) => p.index === selected);
  return (
    <div>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={summary}
        tabIndex={0}
        data-testid="elevation-profile"
        style={{ touchAction: 'pan-y', cursor: 'crosshair', display: 'block' }}
        onPointerDown={pick}
        onPointerMove={(e) => (e.pointerType === 'mouse' || e.buttons ? pick(e) : undefined)}
        onKeyDown={onKey}
      >
        <path d={`${path}L${scale.x(scale.total)},${H - PAD.bottom}L${PAD.left},${H - PAD.bottom}Z`} fill="#d1fadf" />
        <path d={path} fill="none" stroke="#027a48" strokeWidth="2" />
        <text x="2" y={scale.y(scale.hi) + 4} fontSize="11" fill="#475467">
          {Math.round(scale.hi)} m
        </text>
        <text x="2" y={scale.y(scale.lo)} fontSize="11" fill="#475467">
          {Math.round(scale.lo)} m
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end" fontSize="11" fill="#475467">
          {formatKm(scale.total)}
        </text>
        {point && (
          <g>
            <line
              x1={scale.x(point.distanceM)}
              x2={scale.x(point.distanceM)}
              y1={PAD.top}
              y2={H - PAD.bottom}
              stroke="#101828"
              strokeDasharray="3 3"
            />
            <circle cx={scale.x(point.distanceM)} cy={scale.y(point.elevationM)} r="5" fill="#101828" />
          </g>
        )}
      </svg>
      <div className={css.readout} aria-live="polite" data-testid="profile-readout">
        {point
          ? `${formatKm(point.distanceM)} along the track, ${formatM(point.elevationM)} above sea level`
          : 'Touch the profile to see a point on the map.'}
      </div>
    </div>
  );
}
