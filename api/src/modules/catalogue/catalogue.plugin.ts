import fp from 'fastify-plugin';
import { EventRepository } from '../events/index.js';
import { VideoRepository } from '../videos/index.js';
import { SyncRepository } from '../sync/index.js';
import { CatalogueSnapshots, type CatalogueSnapshot } from './catalogue-snapshot.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue as riders read it, held in memory (see docs/decisions/008-catalogue-snapshot.md). */
    catalogue: Catalogue;
  }
}

export interface Catalogue {
  /** The current snapshot; after `changed()` the first caller rebuilds it for everyone. */
  snapshot(): Promise<CatalogueSnapshot>;
  /**
   * Call after a write that riders or synced devices can see has committed (trail, review rating,
   * event, video, news): drops this instance's snapshot and tells the other instances.
   */
  changed(): Promise<void>;
  /** A view count moved: like `changed()`, at most once a second (a burst of views is one rebuild). */
  touched(): void;
}

const CHANNEL = 'catalogue';
const TOUCH_EVERY_MS = 1_000;

export default fp(
  async (app) => {
    const events = new EventRepository(app.em);
    const videos = new VideoRepository(app.em);
    const sync = new SyncRepository(app.em);
    const snapshots = new CatalogueSnapshots({
      trails: () => app.trails.all(),
      upcomingEvents: (now) => events.upcoming({ province: undefined, type: undefined }, now),
      publicVideos: () => videos.listPublic(),
      fullSync: () => sync.changesSince(undefined),
    });
    const dropLocal = () => {
      app.trails.invalidate();
      snapshots.invalidate();
    };
    app.cluster.subscribe(CHANNEL, dropLocal);

    const changed = async () => {
      dropLocal();
      try {
        await app.cluster.publish(CHANNEL);
      } catch (err) {
        // The write has committed and this instance is correct; the others catch up on their next change.
        app.log.error({ err }, 'could not notify other instances of a catalogue change');
      }
    };
    let lastTouch = 0;
    let touchTimer: NodeJS.Timeout | undefined;
    const touchNow = () => {
      touchTimer = undefined;
      lastTouch = Date.now();
      void changed();
    };
    app.addHook('onClose', async () => clearTimeout(touchTimer));

    app.decorate('catalogue', {
      snapshot: () => snapshots.get(),
      changed,
      touched() {
        const wait = lastTouch + TOUCH_EVERY_MS - Date.now();
        if (wait <= 0) touchNow();
        else touchTimer ??= setTimeout(touchNow, wait).unref();
      },
    } satisfies Catalogue);
  },
  { name: 'catalogue', dependencies: ['orm', 'trails', 'cluster'] },
);
