import { z } from 'zod';

/** Open-Meteo answers at most this many coordinates per call. */
export const ELEVATION_BATCH_SIZE = 100;

/** Why terrain elevations could not be had (down, slow, or an answer we do not understand). */
export class ElevationServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ElevationServiceError';
  }
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Terrain elevation in metres for each position, in order. Throws `ElevationServiceError`. */
export type ElevationLookup = (positions: readonly LatLng[]) => Promise<number[]>;

export interface OpenMeteoElevationOptions {
  /** e.g. https://api.open-meteo.com (OPEN_METEO_BASE_URL), without /v1/elevation. */
  baseUrl: string;
  /** One deadline for the whole lookup, however many calls it takes. */
  timeoutMs: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

const ElevationAnswer = z.object({ elevation: z.array(z.number()) });

/**
 * Open-Meteo's elevation API (a 90 m terrain model): `GET /v1/elevation?latitude=a,b&longitude=x,y`
 * answers `{ "elevation": [..] }`. Positions are sent in batches of 100, one after the other
 * (its free tier limits calls per minute), rounded to 5 decimals (about 1 m).
 */
export function openMeteoElevation(opts: OpenMeteoElevationOptions): ElevationLookup {
  const doFetch = opts.fetch ?? fetch;
  const endpoint = `${opts.baseUrl.replace(/\/+$/, '')}/v1/elevation`;
  return async (positions) => {
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const out: number[] = [];
    for (let start = 0; start < positions.length; start += ELEVATION_BATCH_SIZE) {
      const batch = positions.slice(start, start + ELEVATION_BATCH_SIZE);
      const url = new URL(endpoint);
      url.searchParams.set('latitude', batch.map((p) => p.lat.toFixed(5)).join(','));
      url.searchParams.set('longitude', batch.map((p) => p.lng.toFixed(5)).join(','));
      const answer = ElevationAnswer.safeParse(await getJson(doFetch, url, signal, opts.timeoutMs));
      if (!answer.success || answer.data.elevation.length !== batch.length) {
        throw new ElevationServiceError('The elevation service sent an answer that could not be understood.');
      }
      out.push(...answer.data.elevation);
    }
    return out;
  };
}

async function getJson(doFetch: typeof fetch, url: URL, signal: AbortSignal, timeoutMs: number): Promise<unknown> {
  try {
    const res = await doFetch(url, { headers: { accept: 'application/json' }, signal });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new ElevationServiceError(`The elevation service answered ${res.status}.`);
    }
    return await res.json();
  } catch (err) {
    if (err instanceof ElevationServiceError) throw err;
    if (signal.aborted) throw new ElevationServiceError(`The elevation service did not answer within ${timeoutMs} ms.`);
    if (err instanceof SyntaxError) {
      throw new ElevationServiceError('The elevation service sent an answer that could not be understood.');
    }
    throw new ElevationServiceError(`The elevation service could not be reached (${(err as Error).message}).`);
  }
}
