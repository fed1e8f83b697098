// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a picture that failed before the page took over', () => {
    const roots: Root[] = [];
    afterEach(() => {
      roots.splice(0).forEach((root) => act(() => root.unmount()));
      document.body.replaceChildren();
      vi.restoreAllMocks();
    });

    /** The server's HTML in the page, hydrated once the browser says its pictures are `complete`. */
    async function hydrate(route: typeof trail, complete: boolean) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<TrailPicture route={route} sizes="100vw" />);
      document.body.append(container);
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
      await act(async () => {
        roots.push(hydrateRoot(container, <TrailPicture route={route} sizes="100vw" />));
      });
      return container;
    }
    /** Its pictures already broken when React reaches them (complete, no pixels). */
    const hydrateBroken = (route: typeof trail) => hydrate(route, true);

    it('is drawn by the page, though its error came before React listened', async () => {
      const container = await hydrateBroken(trail);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(illustrationDataUri(drawing.svg));
      expect(img.getAttribute('alt')).toBe(drawing.alt);
    });

    it("a photo gives way to the illustration, and that to the page's drawing", async () => {
      const container = await hydrateBroken({ ...trail, imageUrl: '/api/routes/61/image?v=abc' });
      expect(container.querySelector('img')!.getAttribute('src')).toBe(illustrationDataUri(drawing.svg));
    });

    it('a picture still waiting to load is left to load', async () => {
      const container = await hydrate(trail, false);
      expect(container.querySelector('img')!.getAttribute('src')).toBe(illustrationUrl(trail));
    });
  });
});
