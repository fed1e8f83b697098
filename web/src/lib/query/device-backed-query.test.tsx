// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TrailDb } from '../db';
import { loadDb } from '../device-db';
import { useDeviceBackedQuery } from './device-backed-query';

const kept = { routeId: 4, note: 'kept on the device', fetchedAt: '2026-03-01T08:00:00.000Z' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('an answer kept on the device', () => {
  it('is not read from the device while it is not wanted (a closed panel), and is once it is', async () => {
    const db = await loadDb();
    const readDevice = vi.fn(async (device: TrailDb) => {
      await device.meta.get('anything');
      return kept;
    });
    const fetchAnswer = vi.fn(() => new Promise<typeof kept>(() => {})); // the server is slow
    const { result, rerender } = renderHook(
      ({ open }: { open: boolean }) =>
        useDeviceBackedQuery({
          query: { queryKey: ['kept', 4], queryFn: fetchAnswer },
          enabled: open,
          readDevice,
          deps: [4],
        }),
      { wrapper, initialProps: { open: false } },
    );
    // Give the live query time to run (a read of another table, done through the same database).
    await db.meta.get('settle');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readDevice).not.toHaveBeenCalled();
    expect(fetchAnswer).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();

    rerender({ open: true });
    // Opened: the device's copy shows at once while the server has not answered.
    await waitFor(() => expect(result.current.data).toEqual(kept));
    expect(readDevice).toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});
