import { normaliseDifficulty, trailPageTitle } from '@trailfinder/shared-types';
import type { Trail } from '../trails/index.js';
import { trailhead } from '../weather/index.js';

export const SITE_NAME = 'TrailFinder SA';
const DESCRIPTION_MAX = 200;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for an inline <script>: no '</script>', '<!--' or line separators can end or break it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Absolute http(s) image address, or null (relative paths are resolved against the site). */
function absoluteImage(imageUrl: string | null, base: string): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  return imageUrl.startsWith('/') ? `${base}${imageUrl}` : null;
}

/**
 * The <head> tags that make a shared /routes/{id} link show a real preview (Open Graph for
 * WhatsApp and Facebook, Twitter cards) and describe the trail to search engines (JSON-LD).
 */
export function trailHeadTags(trail: Trail, base: string): string {
  const url = `${base}/routes/${trail.id}`;
  const difficulty = normaliseDifficulty(trail.difficulty);
  const lead = `${difficulty[0].toUpperCase()}${difficulty.slice(1)} ${trail.distance} km mountain bike trail in ${trail.location}, ${trail.province}.`;
  const description = truncate(`${lead} ${trail.description}`, DESCRIPTION_MAX);
  const title = `${trailPageTitle(trail)} | ${SITE_NAME}`;
  const image = absoluteImage(trail.imageUrl, base);
  const at = trailhead(trail.coordinates);
  const rating = Math.round(trail.rating * 10) / 10;

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: trail.name,
    description: trail.description,
    url,
    ...(image ? { image } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: trail.location,
      addressRegion: trail.province,
      addressCountry: 'ZA',
    },
    ...(at ? { geo: { '@type': 'GeoCoordinates', latitude: at.lat, longitude: at.lng } } : {}),
    // Search engines only accept a rating that riders gave, so only once there are reviews.
    ...(trail.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            bestRating: 5,
            worstRating: 1,
            ratingCount: trail.reviewCount,
          },
        }
      : {}),
    ...(trail.website ? { sameAs: trail.website } : {}),
    ...(trail.contactPhone ? { telephone: trail.contactPhone } : {}),
  };

  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', trail.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_ZA'),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', trail.name)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', trail.name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ].join('\n    ');
}
