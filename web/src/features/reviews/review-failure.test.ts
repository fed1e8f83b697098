import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api-client';
import { reviewFailure, waitWords } from './review-failure';

const wrapped = (err: unknown) => new Error('Failed to create review', { cause: err });
const body = (v: object) => JSON.stringify(v);

describe('what a rider is told when a review is not sent', () => {
  it("429: the server's message with its wait, and that the text is kept", () => {
    const err = new HttpError(
      429,
      body({ message: 'Too many reviews from this connection. Please wait 1 minute and try again.' }),
      'Too Many Requests',
      42,
    );
    expect(reviewFailure(wrapped(err))).toEqual({
      text: 'Too many reviews from this connection. Please wait 1 minute and try again. Your review is still in the form.',
      fields: {},
    });
  });

  it('429 without a message: the wait comes from Retry-After', () => {
    expect(reviewFailure(new HttpError(429, '', 'Too Many Requests', 45)).text).toBe(
      'Too many reviews from this connection. Please wait 45 seconds and try again. Your review is still in the form.',
    );
    expect(reviewFailure(new HttpError(429, '', 'Too Many Requests', 90)).text).toMatch(/Please wait 2 minutes/);
    expect(reviewFailure(new HttpError(429, '', 'Too Many Requests')).text).toMatch(/Please wait a minute/);
  });

  it('400: each refused field named, beside its field and in the alert', () => {
    const err = new HttpError(
      400,
      body({
        message:
          'Invalid body: comment: Comment is required; reviewerName: Reviewer name must be at most 255 characters',
        issues: [
          { path: 'comment', message: 'Comment is required' },
          { path: 'reviewerName', message: 'Reviewer name must be at most 255 characters' },
        ],
      }),
      'Bad Request',
    );
    expect(reviewFailure(wrapped(err))).toEqual({
      text: 'Your review was not sent: Comment is required. Reviewer name must be at most 255 characters. Please correct it and submit again.',
      fields: { comment: 'Comment is required', name: 'Reviewer name must be at most 255 characters' },
    });
  });

  it('400 without issues: the server message', () => {
    expect(reviewFailure(new HttpError(400, body({ message: 'Invalid path: id: id is out of range' }), '')).text).toBe(
      'Your review was not sent: Invalid path: id: id is out of range. Please correct it and submit again.',
    );
  });

  it('a missing trail, a broken server and a full device each say what to do', () => {
    expect(reviewFailure(new HttpError(404, body({ message: 'Route not found' }), '')).text).toBe(
      'This trail is no longer in the directory, so the review could not be posted.',
    );
    expect(reviewFailure(new HttpError(503, '', 'Service Unavailable')).text).toBe(
      'The server could not save your review just now (error 503). Your review is still in the form. Please try again in a few minutes.',
    );
    expect(reviewFailure(wrapped(new DOMException('full', 'QuotaExceededError'))).text).toMatch(
      /could not be sent or saved on this device/,
    );
  });

  it('says waits the way people do', () => {
    expect([1, 30, 60, 61, 120].map(waitWords)).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '2 minutes',
    ]);
  });
});
