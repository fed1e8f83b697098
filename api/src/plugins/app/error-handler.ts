import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { HttpError } from './errors.js';

const PART: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'header' };

/**
 * One place that turns errors into answers: validation -> 400 { message, issues } naming the
 * fields; HttpError -> its status; everything else -> 500 without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid value',
        }));
        const where = PART[err.validationContext ?? ''] ?? 'request';
        const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
        return reply.code(400).send({ message: `Invalid ${where}: ${summary}`, issues });
      }
      if (err instanceof HttpError) {
        if (err.headers) void reply.headers(err.headers);
        return reply.code(err.statusCode).send({ message: err.message });
      }
      if (isResponseSerializationError(err)) {
        req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
        return reply.code(500).send({ message: 'Internal server error' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        req.log.error({ err }, 'request failed');
        return reply.code(500).send({ message: 'Internal server error' });
      }
      // Fastify's own client errors (bad JSON, body too large, 415...) carry a safe message.
      return reply.code(status).send({ message: err.message });
    });
  },
  { name: 'error-handler' },
);
