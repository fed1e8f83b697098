import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorResponse, IdParams, MessageResponse } from '@trailfinder/shared-types';

/** What a module hands over to be managed from the dashboard. */
export interface AdminStore<Item, Create, Update> {
  list(): Promise<Item[]>;
  create(body: Create): Promise<Item>;
  update(id: number, body: Update): Promise<Item>;
  /** Throws NotFoundError (404) for an unknown id. */
  remove(id: number): Promise<void>;
}

export interface AdminResource<I extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  /** Below the /api/admin prefix, e.g. '/videos'. */
  path: string;
  /** OpenAPI tag and summaries. */
  summaries: { list: string; create: string; update: string; remove: string };
  item: I;
  create: C;
  update: U;
  store: AdminStore<z.output<I>, z.output<C>, z.output<U>>;
  /** The answer to a delete, e.g. 'Video deleted'. */
  deletedMessage: string;
  /** Runs after every committed write, before the answer (e.g. dropping the catalogue snapshot). */
  afterWrite?: () => void | Promise<void>;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * The four routes every managed collection has: list, create (201), update, delete. One shape for
 * trails, videos and events, registered by `modules/admin/admin-api.ts` under /api/admin, where
 * the guard in auth.ts lets only the signed-in admin through.
 */
export function registerAdminResource<I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  r: AdminResource<I, C, U>,
): void {
  // The zod schemas below validate every request (the app's validator compiler); the generic
  // schemas are beyond the type provider's inference, so the handlers name the parsed types.
  const changed = async () => {
    await r.afterWrite?.();
  };
  const tags = ['admin'];

  app.get(
    r.path,
    { schema: { tags, summary: r.summaries.list, response: { 200: z.array(r.item), 401: ErrorResponse } } },
    async () => r.store.list(),
  );

  app.post(
    r.path,
    { schema: { tags, summary: r.summaries.create, body: r.create, response: { 201: r.item, ...errors } } },
    async (req, reply) => {
      const created = await r.store.create(req.body as z.output<C>);
      await changed();
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      schema: {
        tags,
        summary: r.summaries.update,
        params: IdParams,
        body: r.update,
        response: { 200: r.item, ...errors },
      },
    },
    async (req) => {
      const updated = await r.store.update((req.params as IdParams).id, req.body as z.output<U>);
      await changed();
      return updated;
    },
  );

  app.delete(
    `${r.path}/:id`,
    { schema: { tags, summary: r.summaries.remove, params: IdParams, response: { 200: MessageResponse, ...errors } } },
    async (req) => {
      await r.store.remove((req.params as IdParams).id);
      await changed();
      return { message: r.deletedMessage };
    },
  );
}
