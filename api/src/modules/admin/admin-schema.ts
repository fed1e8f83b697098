import { ErrorResponse } from '@trailfinder/shared-types';

/** The error answers a route that reads an id can give besides the guard's 401. */
export const ID_ERRORS = { 400: ErrorResponse, 404: ErrorResponse } as const;

/**
 * An admin route's OpenAPI schema: tagged 'admin', with 401 among its answers (the guard in
 * plugins/app/auth.ts gives it on every /api/admin route; the login gives it for a wrong password).
 */
export function adminSchema<P extends { response: object }>(summary: string, parts: P) {
  return { tags: ['admin'], summary, ...parts, response: { 401: ErrorResponse, ...parts.response } };
}
