import type { GpxRefusalCode } from '@trailfinder/shared-types';

/**
 * A GPX file the import refuses. The message is written for the administrator who uploaded it
 * (what is wrong, and what to do), so a route can send it as it is with a 400.
 */
export class GpxRefusal extends Error {
  constructor(
    readonly code: GpxRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'GpxRefusal';
  }
}
