import { HttpError } from '../../lib/api-client';

/** The review form's fields a server issue can be shown beside. */
export type ReviewField = 'rating' | 'comment' | 'recommendations' | 'name';

export interface ReviewFailure {
  /** What happened and what to do, in a rider's words (the form shows it in an alert). */
  text: string;
  /** The server's message for each field it refused. */
  fields: Partial<Record<ReviewField, string>>;
}

/** The API's paths (ReviewInput) to the form's fields; `reviewerName` is the same field as `name`. */
const FIELD_OF: Record<string, ReviewField> = {
  rating: 'rating',
  comment: 'comment',
  recommendations: 'recommendations',
  name: 'name',
  reviewerName: 'name',
};

const KEPT = 'Your review is still in the form.';

/** "45 seconds", "1 minute", "3 minutes": how long a rider waits before trying again. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Why a review was not sent and what the rider can do, from what the write gateway threw (the
 * HttpError of an answer, possibly wrapped as the cause of 'Failed to create review'). A review
 * that got no answer at all never lands here: the gateway queued it.
 */
export function reviewFailure(error: unknown): ReviewFailure {
  const err = error instanceof Error && !(error instanceof HttpError) && error.cause ? error.cause : error;
  if (!(err instanceof HttpError)) {
    // The review could neither be sent nor kept in the outbox (e.g. the device's storage is full).
    return { text: `Your review could not be sent or saved on this device. ${KEPT} Please try again.`, fields: {} };
  }
  if (err.status === 429) {
    const wait = err.retryAfterSeconds === undefined ? 'a minute' : waitWords(err.retryAfterSeconds);
    const said = err.serverMessage ?? `Too many reviews from this connection. Please wait ${wait} and try again.`;
    return { text: `${said} ${KEPT}`, fields: {} };
  }
  if (err.status === 400) {
    const fields: ReviewFailure['fields'] = {};
    for (const issue of err.issues) {
      const field = FIELD_OF[issue.path.split('.')[0]];
      if (field) fields[field] ??= issue.message;
    }
    const named = Object.values(fields);
    const why = named.length ? named.join('. ') : (err.serverMessage ?? 'Something in it was not accepted');
    return { text: `Your review was not sent: ${why}. Please correct it and submit again.`, fields };
  }
  if (err.status === 404) {
    return { text: 'This trail is no longer in the directory, so the review could not be posted.', fields: {} };
  }
  if (err.status >= 500 || err.status === 408) {
    return {
      text: `The server could not save your review just now (error ${err.status}). ${KEPT} Please try again in a few minutes.`,
      fields: {},
    };
  }
  return { text: `Your review was not sent: ${err.serverMessage ?? `error ${err.status}`}. ${KEPT}`, fields: {} };
}
