import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { AppError } from '../errors.ts';
import type { ApiEnv } from './context.ts';
import { validationError } from './validation.ts';

/**
 * The API's routers: `@hono/zod-openapi`, so that a route declared once in
 * `src/lib/schemas/<area>.ts` (lib/schemas/contract.ts) and mounted with
 * `app.openapi(route, handler)` validates its request, types its handler's answers and writes
 * itself into the OpenAPI 3.1 document (`/api/openapi.json`, http/api-document.ts).
 */
export function apiRouter() {
  return new OpenAPIHono<ApiEnv>({ strict: false, defaultHook: requestHook });
}

export type ApiRouter = ReturnType<typeof apiRouter>;

/** A request the declaration refuses: the API's one validation error, or a 404 for a path that names nothing. */
const requestHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  if (result.target === 'param') throw new AppError('not_found');
  throw validationError(result.error.issues, (result as { data?: unknown }).data);
};
