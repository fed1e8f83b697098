// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../lib/offline/outbox';
import { stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers, setOnline } from '../../../lib/test-render';
import { PENDING_REVIEW_TEXT, QUEUED_NO_ANSWER_TEXT } from '../review-list-entries';
import { ReviewForm } from './review-form';

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  await Promise.all([db.outbox.clear(), db.reviews.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function writeReview() {
  fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Dusty but fast' } });
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Thabo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
}

describe('the review form', () => {
  it('written offline: it waits in the outbox, says so, and the message goes once it is sent', async () => {
    setOnline(network, false);
    const onSubmitted = vi.fn();
    render(<ReviewForm routeId={5} onSubmitted={onSubmitted} />, { wrapper: providers() });
    writeReview();

    expect(await screen.findByText(PENDING_REVIEW_TEXT)).toBeTruthy();
    expect((screen.getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe('');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'review', routeId: 5, status: 'queued' });
    expect(onSubmitted).not.toHaveBeenCalled();

    const fetch = vi.fn(async () =>
      json(
        { ...queued.payload, id: 40, routeId: 5, userId: null, reviewerName: 'Thabo', createdAt: '', updatedAt: '' },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    setOnline(network, true);
    await act(() => flushOutbox());
    await waitFor(() => expect(screen.queryByText(PENDING_REVIEW_TEXT)).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sent online: the list is told to refresh and nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        json({ ...JSON.parse(String(init.body)), id: 41, routeId: 5, userId: null, createdAt: '', updatedAt: '' }, 201),
      ),
    );
    const onSubmitted = vi.fn();
    render(<ReviewForm routeId={5} onSubmitted={onSubmitted} />, { wrapper: providers() });
    writeReview();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(PENDING_REVIEW_TEXT)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reviews.get(41)).toMatchObject({ routeId: 5 });
  });

  it('refused by the server: the text stays for the rider to fix, the field is named, nothing is queued', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () =>
      json(
        { message: 'Invalid body', issues: [{ path: 'comment', message: 'Comment must be at most 5000 characters' }] },
        400,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<ReviewForm routeId={5} onSubmitted={vi.fn()} />, { wrapper: providers() });
    writeReview();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Review' })).toHaveProperty('disabled', false),
    );
    expect((screen.getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe('Dusty but fast');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your review was not sent: Comment must be at most 5000 characters. Please correct it and submit again.',
    );
    // Beside the field too (Field.ErrorText), and the field is marked invalid.
    expect(screen.getAllByText('Comment must be at most 5000 characters')).toHaveLength(1);
    expect(screen.getByLabelText(/Your review/).getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);
  });

  it('too many reviews: the wait from the server is shown and the text is kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'Too many reviews from this connection. Please wait 1 minute and try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message }), { status: 429, headers: { 'retry-after': '60' } })),
    );
    render(<ReviewForm routeId={5} onSubmitted={vi.fn()} />, { wrapper: providers() });
    writeReview();
    expect((await screen.findByRole('alert')).textContent).toBe(`${message} Your review is still in the form.`);
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Thabo');
    expect(await db.outbox.count()).toBe(0);
  });

  it('online but no answer: the review is queued and the form says it will be sent automatically', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<ReviewForm routeId={5} onSubmitted={vi.fn()} />, { wrapper: providers() });
    writeReview();
    expect(await screen.findByText(QUEUED_NO_ANSWER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });
});
