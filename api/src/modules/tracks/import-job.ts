import type { GpxRefusalCode } from '@trailfinder/shared-types';
import type { OpenMeteoElevationOptions } from './elevation-client.js';
import type { ImportedTrack } from './track-import.js';

/** What the import worker is given: the uploaded bytes and how to reach the elevation service. */
export interface ImportJob {
  bytes: Uint8Array;
  elevation: Pick<OpenMeteoElevationOptions, 'baseUrl' | 'timeoutMs'> | null;
}

/** What it answers: the import, or why the file was refused (a GpxRefusal does not cross threads). */
export type ImportOutcome =
  { ok: true; imported: ImportedTrack } | { ok: false; refusal: { code: GpxRefusalCode; message: string } };
