import type { FastifyPluginAsync } from 'fastify';
import {
  Event,
  EventInput,
  EventUpdateInput,
  Trail,
  TrailCreateInput,
  TrailUpdateInput,
  Video,
  VideoInput,
  VideoUpdateInput,
} from '@trailfinder/shared-types';
import { registerAdminResource } from '../../plugins/app/admin-crud.js';
import { AdminEventRepository } from './admin-event.repository.js';
import { AdminTrailRepository } from './admin-trail.repository.js';
import { adminVideoTable } from './admin-video.repository.js';

/**
 * The collections the dashboard manages, each with the same four routes (registerAdminResource):
 * /api/admin/routes (the trail catalogue), /videos (the gallery; the YouTube id always derived from
 * youtubeUrl) and /events (the calendar, inactive and past events too). Every write drops the
 * public catalogue snapshot before the answer goes out.
 */
const adminCollectionRoutes: FastifyPluginAsync = async (app) => {
  const afterWrite = () => app.catalogue.changed();
  registerAdminResource(app, {
    path: '/routes',
    summaries: {
      list: 'Every trail, newest first',
      create: 'Create a trail (coordinatesLat/Lng become the coordinates; facilities default toilets and parking)',
      update: 'Update a trail: fields present replace the stored ones, absent fields are kept',
      remove: 'Delete a trail and its reviews (a tombstone for synced devices)',
    },
    item: Trail,
    create: TrailCreateInput,
    update: TrailUpdateInput,
    store: new AdminTrailRepository(app.em),
    deletedMessage: 'Route deleted',
    afterWrite,
  });
  registerAdminResource(app, {
    path: '/videos',
    summaries: {
      list: 'Every video, inactive ones too',
      create: 'Add a video; the YouTube id is derived from youtubeUrl',
      update: 'Update a video: fields present replace the stored ones',
      remove: 'Delete a video (a tombstone for synced devices)',
    },
    item: Video,
    create: VideoInput,
    update: VideoUpdateInput,
    store: adminVideoTable(app.em),
    deletedMessage: 'Video deleted',
    afterWrite,
  });
  registerAdminResource(app, {
    path: '/events',
    summaries: {
      list: 'Every event by date, inactive and past ones too',
      create: 'Create an event',
      update: 'Update an event: fields present replace the stored ones',
      remove: 'Delete an event',
    },
    item: Event,
    create: EventInput,
    update: EventUpdateInput,
    store: new AdminEventRepository(app.em),
    deletedMessage: 'Event deleted',
    afterWrite,
  });
};

export default adminCollectionRoutes;
