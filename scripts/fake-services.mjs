#!/usr/bin/env node
/**
 * A stand-in for the outside world, for end-to-end tests and offline demos (these machines have
 * no internet). One small HTTP server on 127.0.0.1 that answers like:
 *  - Open-Meteo:  GET /v1/forecast?latitude=&longitude=&current=…&hourly=…&daily=…&forecast_days=
 *                 GET /v1/elevation?latitude=a,b&longitude=x,y (made-up terrain, see fake-open-meteo.mjs)
 *  - news feeds:  GET /feeds/sa-mtb.xml (RSS 2.0), GET /feeds/trail-news.atom (Atom)
 *  - map tiles:   GET /tiles/{z}/{x}/{y}.png (a plain 256 px tile)
 * Control, for tests: GET /__weather?mode=dry|warm|hot|windy|rain|heat|storm|error|hang sets how
 * /v1/forecast answers: a trail status of excellent (dry), good, fair, poor, poor while raining, poor in
 * extreme heat, closed (thunderstorm), or no weather at all (see fake-open-meteo.mjs). Add &lat=&lng= to
 * set it for one place only, so parallel tests do not disturb each other; an unknown mode is refused.
 * GET /__elevation?mode=ok|error|hang sets how /v1/elevation answers; GET /__hits returns request counts.  Usage: node scripts/fake-services.mjs [port] (default 4174).
 */
import http from 'node:http';
import { deflateSync } from 'node:zlib';
import { SCENARIOS, elevationBody, forecastBody } from './fake-open-meteo.mjs';

const port = Number(process.argv[2] ?? process.env.FAKE_SERVICES_PORT ?? 4174);
let globalMode = 'dry';
let elevationMode = 'ok';
/** Per-place modes, keyed by latitude/longitude rounded to 2 decimals. */
const placeModes = new Map();
const placeKey = (lat, lng) => `${Number(lat).toFixed(2)},${Number(lng).toFixed(2)}`;
const hits = { forecast: 0, elevation: 0, feeds: 0, tiles: 0 };

const item = (title, desc, slug, daysAgo) =>
  `<item><title>${title}</title><link>https://news.example.co.za/${slug}</link><description>${desc}</description><pubDate>${new Date(Date.now() - daysAgo * 86_400_000).toUTCString()}</pubDate><category>Trails</category></item>`;
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>SA Trail Wire</title><link>https://news.example.co.za</link>
${item('New flow line opens in Jonkershoek, Stellenbosch', 'Western Cape riders get a new blue descent above Stellenbosch.', 'jonkershoek-flow-line', 1)}
${item('Karkloof trail crew rebuilds storm-damaged berms', 'KwaZulu-Natal volunteers have the Howick trails running again.', 'karkloof-berms', 2)}
${item('Gauteng night-ride series returns to Northern Farm', 'Johannesburg riders can race under lights again this summer.', 'northern-farm-night-series', 3)}
</channel></rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Trail News Atom</title>
<entry><title>Sabie forests reopen after logging</title><link href="https://atom.example.co.za/sabie-reopens"/><id>urn:sabie</id><updated>${new Date().toISOString()}</updated><summary>Mpumalanga singletrack near Sabie is open again.</summary></entry>
</feed>`;

// A plain light tile with a faint border, as a real PNG.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function tilePng() {
  const size = 256;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = edge ? 200 : 232;
      raw[o + 1] = edge ? 214 : 240;
      raw[o + 2] = edge ? 200 : 226;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const TILE = tilePng();

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const send = (status, type, body, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', ...headers });
    res.end(body);
  };
  if (url.pathname === '/__weather') {
    const mode = url.searchParams.get('mode') ?? 'dry';
    // A typo must not quietly give clear weather to a test that expects a storm.
    if (mode !== 'dry' && !SCENARIOS.includes(mode))
      return send(400, 'application/json', JSON.stringify({ error: true, reason: `unknown mode ${mode}` }));
    const lat = url.searchParams.get('lat');
    const lng = url.searchParams.get('lng');
    if (lat && lng) placeModes.set(placeKey(lat, lng), mode);
    else globalMode = mode;
    return send(200, 'application/json', JSON.stringify({ mode }));
  }
  if (url.pathname === '/__elevation') {
    elevationMode = url.searchParams.get('mode') ?? 'ok';
    return send(200, 'application/json', JSON.stringify({ mode: elevationMode }));
  }
  if (url.pathname === '/__hits') return send(200, 'application/json', JSON.stringify(hits));
  if (url.pathname === '/v1/elevation') {
    hits.elevation++;
    if (elevationMode === 'hang') return; // never answers
    if (elevationMode === 'error')
      return send(500, 'application/json', JSON.stringify({ error: true, reason: 'Test failure' }));
    const { status, body } = elevationBody(url);
    return send(status, 'application/json', JSON.stringify(body));
  }
  if (url.pathname === '/v1/forecast') {
    hits.forecast++;
    const mode =
      placeModes.get(placeKey(url.searchParams.get('latitude'), url.searchParams.get('longitude'))) ?? globalMode;
    if (mode === 'hang') return; // never answers
    if (mode === 'error') return send(500, 'application/json', JSON.stringify({ error: true, reason: 'Test failure' }));
    return send(200, 'application/json', JSON.stringify(forecastBody(url, mode === 'dry' ? 'clear' : mode)));
  }
  if (url.pathname === '/feeds/sa-mtb.xml') return (hits.feeds++, send(200, 'application/rss+xml', RSS));
  if (url.pathname === '/feeds/trail-news.atom') return (hits.feeds++, send(200, 'application/atom+xml', ATOM));
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    hits.tiles++;
    return send(200, 'image/png', TILE, { 'cache-control': 'public, max-age=604800' });
  }
  send(404, 'text/plain', 'not found');
});
server.listen(port, '127.0.0.1', () => console.log(`fake services on http://127.0.0.1:${port}`));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.close(() => process.exit(0)));
