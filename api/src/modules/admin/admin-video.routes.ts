import type { FastifyPluginAsync } from 'fastify';
import { Video, VideoInput, VideoUpdateInput } from '@trailfinder/shared-types';
import { registerAdminResource } from '../../plugins/app/admin-crud.js';
import { AdminVideoRepository } from './admin-video.repository.js';

/** /api/admin/videos: the gallery. The YouTube id is always derived from youtubeUrl. */
const adminVideoRoutes: FastifyPluginAsync = async (app) => {
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
    store: new AdminVideoRepository(app.em),
    afterWrite: () => app.catalogue.changed(),
    deletedMessage: 'Video deleted',
  });
};

export default adminVideoRoutes;
