import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { elevationAt, startFakeOpenMeteo } from '../../../../scripts/fake-open-meteo.mjs';
import { hillside, startElevationServer, type ElevationServer } from '../../../test/support/elevation-server.js';
import { ElevationServiceError, openMeteoElevation } from './elevation-client.js';

const positions = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: -34.05 + i * 0.0001, lng: 18.42 }));

describe('openMeteoElevation', () => {
  let server: ElevationServer;
  beforeAll(async () => {
    server = await startElevationServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.setMode('ok');
  });

  it('asks in batches of at most 100 and returns the elevations in order', async () => {
    const lookup = openMeteoElevation({ baseUrl: `${server.url}/`, timeoutMs: 5000 });
    const asked = positions(250);
    expect(await lookup(asked)).toEqual(asked.map((p) => hillside(p.lat)));
    expect(server.requests.map((u) => u.searchParams.get('latitude')!.split(',').length)).toEqual([100, 100, 50]);
    expect(server.requests[0].searchParams.get('longitude')!.split(',')[0]).toBe('18.42000');
  });

  it('makes no call for no positions', async () => {
    expect(await openMeteoElevation({ baseUrl: server.url, timeoutMs: 5000 })([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['error', 'The elevation service answered 500.'],
    ['malformed', 'The elevation service sent an answer that could not be understood.'],
    ['short', 'The elevation service sent an answer that could not be understood.'],
  ] as const)('turns an upstream %s into an ElevationServiceError', async (mode, message) => {
    server.setMode(mode, 2); // the first batch goes well, the second does not
    const failing = openMeteoElevation({ baseUrl: server.url, timeoutMs: 5000 })(positions(150));
    await expect(failing).rejects.toThrow(ElevationServiceError);
    await expect(failing).rejects.toThrow(message);
  });

  it('gives up at the deadline when the service never answers', async () => {
    server.setMode('hang');
    const failing = openMeteoElevation({ baseUrl: server.url, timeoutMs: 300 })(positions(3));
    await expect(failing).rejects.toThrow('The elevation service did not answer within 300 ms.');
  });

  it('says so when the service cannot be reached at all', async () => {
    const closed = await startElevationServer();
    await closed.close();
    const failing = openMeteoElevation({ baseUrl: closed.url, timeoutMs: 5000 })(positions(3));
    await expect(failing).rejects.toThrow(/^The elevation service could not be reached/);
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify({ elevation: [42] }), { headers: { 'content-type': 'application/json' } });
    };
    const lookup = openMeteoElevation({ baseUrl: 'https://elevation.example', timeoutMs: 5000, fetch: fakeFetch });
    expect(await lookup([{ lat: -34, lng: 18.5 }])).toEqual([42]);
    expect(seen).toEqual(['https://elevation.example/v1/elevation?latitude=-34.00000&longitude=18.50000']);
  });
});

describe('the end-to-end stand-in (scripts/fake-open-meteo.mjs)', () => {
  it('answers the elevation calls the same way', async () => {
    const fake = await startFakeOpenMeteo();
    try {
      const asked = positions(120);
      const answer = await openMeteoElevation({ baseUrl: fake.url, timeoutMs: 5000 })(asked);
      expect(answer).toEqual(asked.map((p) => elevationAt(Number(p.lat.toFixed(5)), Number(p.lng.toFixed(5)))));
      expect(fake.elevationHits()).toBe(2);
      expect(fake.hits()).toBe(0);
      fake.setScenario('error');
      await expect(openMeteoElevation({ baseUrl: fake.url, timeoutMs: 5000 })(asked)).rejects.toThrow(
        'The elevation service answered 500.',
      );
    } finally {
      await fake.close();
    }
  });
});
