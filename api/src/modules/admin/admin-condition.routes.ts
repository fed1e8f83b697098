import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConditionReportList,
  ErrorResponse,
  IdParams,
  MessageResponse,
  TrailStatusInput,
  TrailStatusRecord,
} from '@trailfinder/shared-types';
import { ConditionsRepository } from '../conditions/index.js';

/** /api/admin: trail statuses (the manager's word over the model) and moderation of rider reports. */
const adminConditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const conditions = new ConditionsRepository(app.em);

  app.put(
    '/routes/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a trail's status (open, caution, closed) with an optional notice and end date",
        description: '`until` is an inclusive South African date (YYYY-MM-DD); the status lapses after it.',
        params: IdParams,
        body: TrailStatusInput,
        response: { 200: TrailStatusRecord, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => conditions.setStatus(req.params.id, req.body),
  );

  app.delete(
    '/routes/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Clear a trail's status: the verdict rests on reports and rain again",
        params: IdParams,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      await conditions.clearStatus(req.params.id);
      return { message: 'Status cleared' };
    },
  );

  app.get(
    '/conditions',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest 200 rider condition reports, hidden ones included, with the trail name',
        response: { 200: AdminConditionReportList, 401: ErrorResponse },
      },
    },
    async () => conditions.recentForAdmin(),
  );

  app.delete(
    '/conditions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a rider report: gone from the trail page, the verdict and synced devices',
        params: IdParams,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      await conditions.hideReport(req.params.id);
      return { message: 'Report hidden' };
    },
  );
};

export default adminConditionRoutes;
