import { normaliseDifficulty, type Difficulty, type TrailSurface } from '@trailfinder/shared-types/rules';
import { BIOMES, biomeOf, SURFACE_COLOURS, type Biome } from './illustration-biomes';
import { hashText, seededRandom } from './seeded-random';

/** What the picture is drawn from: only facts the catalogue holds about the trail. */
export interface IllustratedTrail {
  id: number;
  name: string;
  difficulty: string;
  province: string;
  features: readonly string[];
  surface?: TrailSurface;
  /** Climbing in metres and length in km: their ratio sets how steep the ridges are. */
  elevation: number;
  distance: number;
}

export interface TrailIllustration {
  svg: string;
  alt: string;
  width: number;
  height: number;
}

export const ILLUSTRATION_WIDTH = 480;
export const ILLUSTRATION_HEIGHT = 270;
const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;

type Point = [number, number];
type Random = () => number;

const ROUGHNESS: Record<Difficulty, number> = { easy: 0, moderate: 0.5, hard: 1 };
const r = (n: number) => Math.round(n);
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Climbing per km, as 0 (flat) to 1 (60 m/km or more: a mountain ride). */
export function steepnessOf(elevation: number, distance: number): number {
  return clamp(elevation / Math.max(distance, 1) / 60, 0.08, 1);
}

/** A ridge line across the picture: more, sharper peaks for a harder trail, taller for a steeper one. */
function ridge(rand: Random, base: number, amplitude: number, roughness: number, flatTops: boolean): Point[] {
  const count = 4 + Math.round(roughness * 5 + rand() * 2);
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const x = -20 + ((W + 40) * i) / count + (i > 0 && i < count ? (rand() - 0.5) * (W / count) * 0.5 : 0);
    let y = base - amplitude * (0.35 + 0.65 * rand());
    if (flatTops) y = Math.max(y, base - amplitude * 0.7); // Karoo koppies and mesas
    points.push([x, y]);
  }
  return points;
}

/** Straight segments read as jagged rock; smoothed ones (through midpoints) as rolling hills. */
function ridgePath(points: Point[], smooth: boolean): string {
  let d = `M${r(points[0][0])} ${r(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i];
    if (smooth) {
      const [px, py] = points[i - 1];
      d += `Q${r(px)} ${r(py)} ${r((px + x) / 2)} ${r((py + y) / 2)}`;
      if (i === points.length - 1) d += `L${r(x)} ${r(y)}`;
    } else {
      d += `L${r(x)} ${r(y)}`;
    }
  }
  return `${d}L${W + 20} ${H}L-20 ${H}Z`;
}

/** The ridge's height at x (straight between its points). */
function heightAt(points: Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return points[points.length - 1][1];
}

/** One plant of the landscape, standing at (x, y). */
function plant(biome: Biome, x: number, y: number, size: number, colour: string): string {
  const [X, Y, s] = [r(x), r(y), Math.max(3, r(size))];
  switch (biome) {
    case 'forest':
      return `<path d="M${X} ${Y - s * 3}L${X + s} ${Y}L${X - s} ${Y}Z" fill="${colour}"/>`;
    case 'bushveld': // an umbrella thorn: a thin trunk and a flat crown
      return `<path d="M${X} ${Y}V${Y - s * 2}" stroke="${colour}" stroke-width="2"/><ellipse cx="${X}" cy="${Y - s * 2}" rx="${s * 2}" ry="${r(s * 0.6)}" fill="${colour}"/>`;
    case 'grassland':
      return `<path d="M${X - s} ${Y}L${X - 1} ${Y - s * 1.5}M${X} ${Y}V${Y - s * 2}M${X + s} ${Y}L${X + 1} ${Y - s * 1.5}" stroke="${colour}" stroke-width="1.5" fill="none"/>`;
    case 'karoo':
      return `<circle cx="${X}" cy="${Y - s / 2}" r="${r(s * 0.6)}" fill="${colour}"/>`;
    default: // fynbos: a rounded shrub with a protea-pink flower head
      return `<circle cx="${X}" cy="${Y - s / 2}" r="${s}" fill="#4d6b3c"/><circle cx="${X + 1}" cy="${Y - s}" r="${r(s * 0.45)}" fill="${colour}"/>`;
  }
}

/** The trail: from the foot of the picture, switching back up the slope to a gap in the middle ridge. */
function trailPath(rand: Random, top: Point, roughness: number, steepness: number): string {
  const turns = 1 + Math.round(roughness + steepness * 2);
  let [x, y] = [W / 2 + (rand() - 0.5) * 160, H + 4];
  let d = `M${r(x)} ${r(y)}`;
  for (let i = 1; i <= turns; i++) {
    const t = i / turns;
    const nx = top[0] + (i % 2 ? 1 : -1) * (1 - t) * (60 + rand() * 60);
    const ny = y + (top[1] - (H + 4)) / turns;
    d += `C${r(x)} ${r(y - 12)} ${r(nx)} ${r(ny + 14)} ${r(nx)} ${r(ny)}`;
    [x, y] = [nx, ny];
  }
  return d;
}

function altText(trail: IllustratedTrail, biome: Biome): string {
  const surface = trail.surface && trail.surface !== 'unknown' ? `${trail.surface} surface, ` : '';
  return `Illustration of ${trail.name}: ${normaliseDifficulty(trail.difficulty)} trail, ${surface}${BIOMES[biome].label}`;
}

/**
 * A drawn landscape for a trail without a photo, from what the catalogue knows about it: its
 * province's landscape (or forest), the steepness of its climbing, its difficulty (jagged or
 * rolling ridges, more switchbacks), its surface (the trail's colour), vineyards and river
 * crossings. The layout comes from a hash of its id and name, so every trail has its own picture
 * and the same one on every device. It is an illustration, and its alt text says so.
 */
export function drawTrailIllustration(trail: IllustratedTrail): TrailIllustration {
  const rand = seededRandom(hashText(`${trail.id}:${trail.name}`));
  const biome = biomeOf(trail.province, trail.features);
  const palette = BIOMES[biome];
  const roughness = ROUGHNESS[normaliseDifficulty(trail.difficulty)];
  const steep = steepnessOf(trail.elevation, trail.distance);
  const [skyTop, skyLow] = palette.skies[Math.floor(rand() * palette.skies.length)];
  const smooth = roughness < 1;

  const far = ridge(rand, 150, 40 + steep * 80, roughness, biome === 'karoo');
  const mid = ridge(rand, 195, 25 + steep * 55, roughness, false);
  const near = ridge(rand, 245, 12 + steep * 30, roughness * 0.6, false);
  const sun: Point = [40 + rand() * (W - 80), 34 + rand() * 30];
  const gapX = W * (0.3 + rand() * 0.4);
  const trailTop: Point = [gapX, heightAt(mid, gapX) + 6];

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${r(sun[0])}" cy="${r(sun[1])}" r="${r(16 + rand() * 10)}" fill="#fff8e1" opacity="0.85"/>`,
    `<path d="${ridgePath(far, smooth)}" fill="${palette.ridges[0]}"/>`,
    `<path d="${ridgePath(mid, smooth)}" fill="${palette.ridges[1]}"/>`,
  ];
  if (trail.features.includes('vineyards')) {
    for (let i = 0; i < 7; i++) {
      const x = 30 + i * 22 + rand() * 6;
      parts.push(
        `<path d="M${r(x)} ${H}L${r(x + 40)} ${r(heightAt(mid, x + 40) + 8)}" stroke="#2f4a1f" stroke-width="3" opacity="0.6"/>`,
      );
    }
  }
  parts.push(`<path d="${ridgePath(near, true)}" fill="${palette.ridges[2]}"/>`);
  if (trail.features.includes('river-crossings')) {
    const y = H - 18 - rand() * 10;
    parts.push(
      `<path d="M-10 ${r(y)}C${r(W * 0.3)} ${r(y - 16)} ${r(W * 0.6)} ${r(y + 16)} ${W + 10} ${r(y - 6)}" stroke="#6fb3d9" stroke-width="9" fill="none" opacity="0.9"/>`,
    );
  }
  const wide = trail.features.includes('jeep-track');
  const path = trailPath(rand, trailTop, roughness, steep);
  parts.push(
    `<path d="${path}" stroke="#00000040" stroke-width="${wide ? 10 : 7}" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="${path}" stroke="${SURFACE_COLOURS[trail.surface ?? 'unknown']}" stroke-width="${wide ? 7 : 4}" fill="none" stroke-linecap="round"/>`,
  );
  const plants = 5 + Math.floor(rand() * 6);
  for (let i = 0; i < plants; i++) {
    const x = ((i + rand() * 0.8) * W) / plants;
    parts.push(plant(biome, x, heightAt(near, x) + 4 + rand() * 20, 4 + rand() * 5, palette.plant));
  }
  parts.push('</svg>');
  return { svg: parts.join(''), alt: altText(trail, biome), width: W, height: H };
}

/** The illustration as an image address, for an <img> that lazy-loads and decodes off the main thread. */
export const illustrationDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Raised when the drawing above changes, so a browser holding the old picture for good asks again. */
const DRAWING_VERSION = 1;

/**
 * The version of `trail`'s picture: a hash of what it is drawn from and of the drawing's version.
 * The server's copy is cached for good at the address that carries it (`illustrationUrl`).
 */
export function illustrationVersion(trail: IllustratedTrail): string {
  const facts = [
    DRAWING_VERSION,
    trail.id,
    trail.name,
    trail.difficulty,
    trail.province,
    trail.features.join(','),
    trail.surface ?? '',
    trail.elevation,
    trail.distance,
  ];
  return hashText(facts.join('|')).toString(36);
}

/**
 * Where the server sends `trail`'s picture as an SVG file (the same drawing, made by this code in
 * its server rendering): a page lists it by address, and the browser fetches it as it scrolls near.
 */
export const illustrationUrl = (trail: IllustratedTrail) =>
  `/api/routes/${trail.id}/illustration.svg?v=${illustrationVersion(trail)}`;

/** The picture's alt text, without drawing it. */
export const illustrationAlt = (trail: IllustratedTrail) => altText(trail, biomeOf(trail.province, trail.features));
