import { OpenAPIHono, type Hook, type RouteConfig } from '@hono/zod-openapi';
import type { Schema } from 'hono';
import { middlewareAnswers } from '../../lib/schemas/contract.ts';
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
  return declaringMiddlewareAnswers(new OpenAPIHono<ApiEnv>({ strict: false, defaultHook: requestHook }));
}

/**
 * Every route mounted on `router` (and on its `basePath` copies) is declared with the answers the
 * shared middleware gives it (lib/schemas/contract.ts `middlewareAnswers`) besides its own.
 */
function declaringMiddlewareAnswers<R extends OpenAPIHono<ApiEnv, Schema, string>>(router: R): R {
  const mount = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) =>
    (mount as (...args: unknown[]) => unknown)({ ...route, responses: { ...middlewareAnswers(route), ...route.responses } }, ...rest)) as R['openapi'];
  const basePath = router.basePath.bind(router);
  router.basePath = ((path: string) => declaringMiddlewareAnswers(basePath(path))) as R['basePath'];
  return router;
}

export type ApiRouter = ReturnType<typeof apiRouter>;

/** A request the declaration refuses: the API's one validation error, or a 404 for a path that names nothing. */
const requestHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  if (result.target === 'param') throw new AppError('not_found');
  throw validationError(result.error.issues, (result as { data?: unknown }).data);
};
