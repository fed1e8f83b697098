/**
 * Renders the PWA icons in web/public/icons from web/public/logo.svg with Chromium
 * (run once after the logo changes: `node scripts/make-pwa-icons.mjs`; the PNGs are committed).
 * "any" icons are the logo edge to edge; "maskable" ones put it inside the 80 % safe zone on the
 * brand green, so Android's circle or squircle masks never cut the bike.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('../web/public/', import.meta.url);
const svg = readFileSync(new URL('logo.svg', root), 'utf8');
const out = new URL('icons/', root);
mkdirSync(out, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.72) : size;
    // The maskable background is the logo's own green, so its rounded corners disappear.
    const html = `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${
      maskable ? '#027a48' : 'transparent'
    }"><div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`;
    await page.setContent(html);
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: !maskable });
    await page.close();
    console.log('wrote', file);
  }
} finally {
  await browser.close();
}
