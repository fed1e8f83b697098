import type { ClientConfig } from './client-config.js';
import type { Video } from './content.js';
import type { Review } from './review.js';
import type { TrackRef } from './track.js';
import type { Trail } from './trail.js';

/**
 * The contract between the API and the web app's server rendering (web/src/entry-server.tsx,
 * loaded by api/src/modules/site/page-renderer.ts): what a page is rendered from, and what comes
 * back. The seed also goes into the page, and the browser's first render reads the same
 * (web/src/lib/page-seed.tsx), so hydration finds the markup the server wrote.
 */
export interface PageSeed {
  /** The home page's trails. */
  trails?: Trail[];
  /** A trail page's trail. */
  trail?: Trail;
  /** The server's guess that the screen is a desktop's: the layout it rendered (web/src/lib/use-media-query.ts). */
  wide?: boolean;
  /**
   * The server's settings (GET /api/config) the page was rendered with: the app starts with them
   * (web/src/lib/server-config.ts), so the parts that show them hydrate as rendered and nothing is asked.
   */
  config?: ClientConfig;
  /**
   * The home page's featured videos (shared-types `featuredVideos`), so the section is in the page
   * rather than a placeholder until the first sync; the device's copy takes over once it holds one.
   */
  videos?: Video[];
  /**
   * A trail page's recorded tracks (its own and its variants'), as the catalogue lists them; empty
   * when it has none. The page says at once whether there is a line, without waiting for a sync.
   */
  tracks?: TrackRef[];
  /**
   * A trail page's reviews, newest first, as GET /api/routes/:id/reviews answered when it was
   * rendered: the reviews are in the page, not "Loading reviews..." until the browser has asked.
   */
  reviews?: Review[];
}

/** A rendered page: the root's HTML, and the tags for the end of the head (its styles, one `<style>`). */
export interface RenderedPage {
  html: string;
  head: string;
}
