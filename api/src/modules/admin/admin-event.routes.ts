import type { FastifyPluginAsync } from 'fastify';
import { Event, EventInput, EventUpdateInput } from '@trailfinder/shared-types';
import { registerAdminResource } from '../../plugins/app/admin-crud.js';
import { AdminEventRepository } from './admin-event.repository.js';

/** /api/admin/events: the events calendar, inactive and past events too. */
const adminEventRoutes: FastifyPluginAsync = async (app) => {
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
    afterWrite: () => app.catalogue.changed(),
    deletedMessage: 'Event deleted',
  });
};

export default adminEventRoutes;
