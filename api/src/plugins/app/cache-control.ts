/**
 * An address whose content never changes, cached for a year: a Vite asset (its name carries a
 * content hash), or a resource asked for at its current version (`?v=`: trail photos, trail
 * illustrations, map tiles).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
