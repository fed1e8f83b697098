// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from './favorite-button';

vi.mock('./toaster-store', () => ({ toaster: { create: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A heart over a stored value the test controls, with a write the test settles by hand. */
function Harness({ write }: { write: () => Promise<boolean> }) {
  const [stored, setStored] = useState(false);
  return (
    <>
      <FavoriteButton isFavorite={stored} onToggle={write} trailName="Jonkershoek" />
      <button type="button" onClick={() => setStored((s) => !s)}>
        device list changes
      </button>
    </>
  );
}

function deferred() {
  let settle!: { resolve: (v: boolean) => void; reject: (e: unknown) => void };
  const promise = new Promise<boolean>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('the heart', () => {
  it('fills the moment it is tapped, before the device has written the favourite, and stays filled after', async () => {
    const write = deferred();
    render(<Harness write={() => write.promise} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    // The write has not settled: the rider already sees the change.
    expect(screen.getByRole('button', { name: 'Remove from favorites', pressed: true })).toBeTruthy();
    await act(async () => write.resolve(true));
    fireEvent.click(screen.getByRole('button', { name: 'device list changes' }));
    expect(screen.getByRole('button', { name: 'Remove from favorites', pressed: true })).toBeTruthy();
  });

  it('goes back to what the device holds when the write fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = deferred();
    render(<Harness write={() => write.promise} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    await act(async () => write.reject(new Error('disk full')));
    expect(screen.getByRole('button', { name: 'Add to favorites', pressed: false })).toBeTruthy();
  });

  it('shows what the device says when it differs from what was asked (already a favourite there)', async () => {
    const write = deferred();
    render(<Harness write={() => write.promise} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    // The device held it already, so the toggle removed it.
    await act(async () => write.resolve(false));
    expect(screen.getByRole('button', { name: 'Add to favorites', pressed: false })).toBeTruthy();
  });
});
