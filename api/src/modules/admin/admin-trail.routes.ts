import type { FastifyPluginAsync } from 'fastify';
import { Trail, TrailCreateInput, TrailUpdateInput } from '@trailfinder/shared-types';
import { registerAdminResource } from '../../plugins/app/admin-crud.js';
import { AdminTrailRepository } from './admin-trail.repository.js';

/** /api/admin/routes: the trail catalogue. Every write drops the public trail cache. */
const adminTrailRoutes: FastifyPluginAsync = async (app) => {
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
    afterWrite: () => app.catalogue.changed(),
  });
};

export default adminTrailRoutes;
