// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trail } from '@trailfinder/shared-types';
import { json, providers } from '../../../lib/test-render';
import { TrailStatusDialog } from './trail-status-dialog';

const trail = { id: 12, name: 'Goegap Nature Reserve' } as Trail;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(answer: Response) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(<TrailStatusDialog open trail={trail} current={null} onClose={onClose} />, { wrapper: providers() });
  return { fetch, onClose };
}

describe('the trail status dialog', () => {
  it('refuses a notice over 280 characters beside the field and sends nothing', async () => {
    const { fetch } = open(json({}));
    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    fireEvent.change(screen.getByLabelText('Notice'), { target: { value: 'x'.repeat(281) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Notice must be at most 280 characters')).toBeTruthy();
    expect(screen.getByLabelText('Notice').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field message beside the field it names, and stays open", async () => {
    const { fetch, onClose } = open(
      json(
        {
          message: 'Invalid body: until: Until must not be in the past',
          issues: [{ path: 'until', message: 'Until must not be in the past' }],
        },
        400,
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Caution' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Until must not be in the past')).toBeTruthy();
    expect(screen.getByLabelText('Until').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).toHaveBeenCalledWith('/api/admin/routes/12/status', expect.objectContaining({ method: 'PUT' }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown[] as [string, RequestInit])[1].body))).toEqual({
      status: 'caution',
      notice: '',
      until: '',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message when no field carries it", async () => {
    open(json({ message: 'Route not found' }, 404));
    fireEvent.click(screen.getByRole('button', { name: 'Save Status' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Route not found');
  });
});
