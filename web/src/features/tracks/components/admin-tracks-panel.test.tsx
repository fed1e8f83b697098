// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, providers } from '../../../lib/test-render';
import AdminTracksPanel from './admin-tracks-panel';

const variant = (name: string) => ({ name, category: 'blue', distance: 12, difficulty: 'moderate', description: '' });
const TRAILS = [
  { id: 7, name: 'Karkloof', routeVariants: [variant('Blue loop'), variant('Red loop')] },
  { id: 8, name: 'Plain loop', routeVariants: [] },
];

function stubServer() {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url === '/api/admin/routes') return json(TRAILS);
      if (init.method === 'DELETE') return json({ message: 'Track deleted' });
      return json({ message: 'This file holds no track or route.', code: 'no_track' }, 400);
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin track import panel', () => {
  it('offers the whole trail or one of its route variants, and sends the variant with each call', async () => {
    const calls = stubServer();
    render(<AdminTracksPanel />, { wrapper: providers() });
    const choice = (await screen.findByLabelText('Route variant')) as HTMLSelectElement;
    expect(choice.value).toBe('');
    expect([...choice.options].map((o) => o.text)).toEqual(['Whole trail', 'Blue loop', 'Red loop']);

    fireEvent.change(choice, { target: { value: 'Blue loop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete track' }));
    expect(await screen.findByText('Track deleted for the "Blue loop" variant.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/admin/routes/7/track?variant=Blue+loop' });

    const file = new File(['<gpx/>'], 'blue.gpx', { type: 'application/gpx+xml' });
    fireEvent.change(screen.getByLabelText('GPX file'), { target: { files: [file] } });
    expect(await screen.findByText('This file holds no track or route.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/admin/routes/7/track/preview?variant=Blue+loop' });
  });

  it('a trail without variants has no variant choice and its whole track is meant', async () => {
    const calls = stubServer();
    render(<AdminTracksPanel />, { wrapper: providers() });
    fireEvent.change(await screen.findByLabelText('Route variant'), { target: { value: 'Red loop' } });
    fireEvent.change(screen.getByLabelText('Trail'), { target: { value: '8' } });
    await waitFor(() => expect(screen.queryByLabelText('Route variant')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete track' }));
    expect(await screen.findByText('Track deleted.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/admin/routes/8/track' });
  });
});
