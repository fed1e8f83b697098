// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTrail } from '../../../lib/test-fixtures';
import { providers } from '../../../lib/test-render';
import { MapSection } from './map-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver whose element never comes near the screen (the map below the fold). */
class FarAway {
  observe() {}
  disconnect() {}
}

describe('the home map while it is far from the screen', () => {
  it('says the map is coming, with no spinner turning unseen (nothing loads yet)', () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    render(<MapSection routes={[makeTrail({ id: 1 })]} province="all" filters={null} />, { wrapper: providers() });
    const message = screen.getByRole('status');
    expect(message.textContent).toBe('Loading interactive map...');
    // The spinner is the message's one decoration: an empty span beside the words.
    expect(message.querySelector('span')).toBeNull();
  });
});
