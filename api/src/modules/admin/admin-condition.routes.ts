import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConditionReportList,
  IdParams,
  MessageResponse,
  TrailStatusInput,
  TrailStatusRecord,
} from '@trailfinder/shared-types';
import { ConditionsRepository } from '../conditions/index.js';
import { adminSchema, ID_ERRORS } from './admin-schema.js';

/** /api/admin: trail statuses (the manager's word over the model) and moderation of rider reports. */
const adminConditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const conditions = new ConditionsRepository(app.em);
  /** A DELETE of an id that answers with a sentence. */
  const deleteById = (url: string, summary: string, act: (id: number) => Promise<void>, message: string) =>
    app.delete(
      url,
      { schema: adminSchema(summary, { params: IdParams, response: { 200: MessageResponse, ...ID_ERRORS } }) },
      async (req) => {
        await act(req.params.id);
        return { message };
      },
    );

  app.put(
    '/routes/:id/status',
    {
      schema: adminSchema("Set a trail's status (open, caution, closed) with an optional notice and end date", {
        description: '`until` is an inclusive South African date (YYYY-MM-DD); the status lapses after it.',
        params: IdParams,
        body: TrailStatusInput,
        response: { 200: TrailStatusRecord, ...ID_ERRORS },
      }),
    },
    async (req) => conditions.setStatus(req.params.id, req.body),
  );

  app.get(
    '/conditions',
    {
      schema: adminSchema('The latest 200 rider condition reports, hidden ones included, with the trail name', {
        response: { 200: AdminConditionReportList },
      }),
    },
    async () => conditions.recentForAdmin(),
  );

  deleteById(
    '/routes/:id/status',
    "Clear a trail's status: the verdict rests on reports and rain again",
    (id) => conditions.clearStatus(id),
    'Status cleared',
  );
  deleteById(
    '/conditions/:id',
    'Hide a rider report: gone from the trail page, the verdict and synced devices',
    (id) => conditions.hideReport(id),
    'Report hidden',
  );
};

export default adminConditionRoutes;
