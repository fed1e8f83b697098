// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTrail } from '../lib/test-fixtures';
import { drawTrailIllustration, illustrationDataUri, illustrationUrl } from '../lib/trail-illustration';
import { TrailPicture } from './trail-picture';

const trail = makeTrail({ id: 61, name: 'Karkloof Country Club Trails', imageUrl: null });
const drawing = drawTrailIllustration(trail);

describe('TrailPicture', () => {
  it("names the server's copy of the illustration for a picture that loads as it scrolls near", () => {
    render(<TrailPicture route={trail} sizes="100vw" />);
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img.getAttribute('src')).toBe(illustrationUrl(trail));
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('data-picture')).toBe('illustration');
  });

  it('draws the illustration itself when that file cannot be fetched (offline, never seen)', () => {
    render(<TrailPicture route={trail} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: drawing.alt }));
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img.getAttribute('src')).toBe(illustrationDataUri(drawing.svg));
  });

  it('draws the picture that opens the page into it, with no request', () => {
    render(<TrailPicture route={trail} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img.getAttribute('src')).toBe(illustrationDataUri(drawing.svg));
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it("shows the trail's photo, and its illustration when the photo fails", () => {
    const withPhoto = { ...trail, imageUrl: '/api/routes/61/image?v=abc' };
    render(<TrailPicture route={withPhoto} sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Karkloof Country Club Trails' }));
    expect(screen.getByRole('img', { name: drawing.alt }).getAttribute('src')).toBe(illustrationUrl(trail));
  });
});
