import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { safeInput } from '@trailfinder/shared-types';
import type { z } from 'zod';

/**
 * The zod validator with the shared `safeInput` guard in front of every schema a route declares
 * (params, querystring, body, headers): NUL, lone surrogates and non-finite numbers are a 400
 * naming the field on every route, present and future, without each schema repeating it.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: safeInput(route.schema) });
