/**
 * Server rendering (built by `vite build --ssr` into web/dist-ssr, loaded by the API): the same
 * providers and routes as the browser's app, rendered to HTML from the catalogue snapshot so the
 * home page and trail pages paint before any JavaScript runs. The browser then hydrates it
 * (src/main.tsx) from the same seed.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { seedQueries } from './app/seed-queries';
import type { PageSeed, RenderedPage } from '@trailfinder/shared-types';
import { createQueryClient } from './lib/query/query-client';
import { createStyleCache } from './lib/style-cache';
import { drawTrailIllustration, illustrationVersion, type IllustratedTrail } from './lib/trail-illustration';

export type { PageSeed };

async function prerender(url: string, seed: PageSeed): Promise<RenderedPage> {
  const client = createQueryClient();
  seedQueries(client, seed);
  // Emotion's documented server rendering: the cache keeps the rules it renders (`compat`, part
  // of its public type) instead of writing a `<style>` before each element, and @emotion/server
  // puts those the page uses in `<style data-emotion>` tags for the head, which the browser's
  // cache takes as its own (lib/style-cache.ts).
  const cache = createStyleCache();
  cache.compat = true;
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders seed={seed} client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Never outline a large boundary to stream the shell sooner: the page is sent whole, in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  client.clear(); // its garbage-collection timers would keep each render's client alive
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(html);
  // A page that renders no Chakra component (home, trail pages: decision 090) gets no empty tag.
  const styles = chunks.styles.filter((chunk) => chunk.css !== '');
  return { html, head: constructStyleTagsFromChunks({ ...chunks, styles }) };
}

/** React's marker of a boundary that suspended and was written out of order (shown by a script). */
const OUT_OF_ORDER = '<template id="B:';

/**
 * The page at `url` (path and query) as the HTML that goes inside `<div id="root">`. A lazy
 * component the server has not loaded yet suspends, and React would then write its content out of
 * order, hidden until an inline script moves it: no content without JavaScript, and a script the
 * CSP forbids. Those renders load the code, so the page is rendered again until it comes in order.
 */
export async function renderPage(url: string, seed: PageSeed): Promise<RenderedPage> {
  let page = await prerender(url, seed);
  for (let i = 0; i < 4 && page.html.includes(OUT_OF_ORDER); i++) page = await prerender(url, seed);
  if (page.html.includes(OUT_OF_ORDER)) throw new Error(`The page ${url} still suspends after its code loaded`);
  return page;
}
export { PAGE_PARTS } from './app/page-parts';

/**
 * A trail's illustration as the SVG file the server sends (GET /api/routes/:id/illustration.svg):
 * the drawing the browser would make, with the version its address carries (lib/trail-illustration.ts).
 */
export function trailIllustration(trail: IllustratedTrail): { svg: string; version: string } {
  return { svg: drawTrailIllustration(trail).svg, version: illustrationVersion(trail) };
}
