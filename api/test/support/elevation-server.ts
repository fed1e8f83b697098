import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the stand-in answers the next calls: like Open-Meteo, with an HTTP 500, with a body that is
 * not JSON, with one elevation too few, never, or like Open-Meteo once `release()` is called.
 */
export type ElevationMode = 'ok' | 'error' | 'malformed' | 'short' | 'hang' | 'hold';

export interface ElevationServer {
  /** Base URL, as OPEN_METEO_BASE_URL would be. */
  url: string;
  /** Every /v1/elevation request received, in order. */
  requests: URL[];
  /** Answer calls from the `fromCall`-th on (1-based; default the next one) in `mode`. */
  setMode(mode: ElevationMode, fromCall?: number): void;
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<void>;
  /** Answers the calls held in 'hold' mode, and the later ones, like Open-Meteo. */
  release(): void;
  close(): Promise<void>;
}

/** A gentle hillside: 10 m higher for every 100 m north of latitude -34.05 (about 0.0009°). */
export const hillside = (lat: number) => Math.round((300 + ((lat + 34.05) / 0.0009) * 10) * 10) / 10;

/**
 * A local stand-in for Open-Meteo's elevation API on 127.0.0.1 and a free port:
 * `GET /v1/elevation?latitude=a,b&longitude=x,y` answers `{ "elevation": [..] }`, and refuses more
 * than 100 coordinates or lists of different lengths with a 400, as the real one does.
 */
export async function startElevationServer(
  elevationAt: (lat: number, lng: number) => number = hillside,
): Promise<ElevationServer> {
  const requests: URL[] = [];
  let mode: ElevationMode = 'ok';
  let modeFrom = 1;
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  let arrived: (() => void)[] = [];
  const sendJson = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/v1/elevation') return sendJson(res, 404, { error: true, reason: 'Not found' });
    requests.push(url);
    for (const resolve of arrived) resolve();
    arrived = [];
    const current = requests.length >= modeFrom ? mode : 'ok';
    if (current === 'hang') return;
    if (current === 'hold') return void held.push(() => answer(url, res, 'ok'));
    answer(url, res, current);
  });
  const answer = (url: URL, res: http.ServerResponse, current: ElevationMode) => {
    const json = (status: number, body: unknown) => sendJson(res, status, body);
    if (current === 'error') return json(500, { error: true, reason: 'Internal server error' });
    if (current === 'malformed') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"elev');
    const lats = (url.searchParams.get('latitude') ?? '').split(',').map(Number);
    const lngs = (url.searchParams.get('longitude') ?? '').split(',').map(Number);
    if (lats.length !== lngs.length || lats.some(Number.isNaN) || lngs.some(Number.isNaN)) {
      return json(400, { error: true, reason: 'latitude and longitude must be lists of numbers of the same length' });
    }
    if (lats.length > 100) return json(400, { error: true, reason: 'At most 100 coordinates per request' });
    const elevation = lats.map((lat, i) => elevationAt(lat, lngs[i]));
    json(200, { elevation: current === 'short' ? elevation.slice(1) : elevation });
  };
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next, fromCall = requests.length + 1) {
      mode = next;
      modeFrom = fromCall;
    },
    nextRequest: () => new Promise<void>((resolve) => arrived.push(resolve)),
    release() {
      mode = 'ok';
      for (const answerHeld of held.splice(0)) answerHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
