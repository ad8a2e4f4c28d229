import { OpenAPIHono, type Hook, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler, Schema } from 'hono';
import type { ZodType } from 'zod';
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
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    // The declaration validates the query before the path: a route with both checks its path first, so that a path that names nothing is a 404 whatever the query.
    const params = route.request?.params;
    const own = route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware];
    const middleware = params && route.request?.query ? [...own, pathFirst(params as ZodType)] : route.middleware;
    return (mount as (...args: unknown[]) => unknown)(
      { ...route, ...(middleware && { middleware }), responses: { ...middlewareAnswers(route), ...route.responses } },
      ...rest,
    );
  }) as R['openapi'];
  const basePath = router.basePath.bind(router);
  router.basePath = ((path: string) => declaringMiddlewareAnswers(basePath(path))) as R['basePath'];
  return router;
}

export type ApiRouter = ReturnType<typeof apiRouter>;

/** Route middleware: 404 for a path whose parameters name nothing, before the query is read. */
function pathFirst(params: ZodType): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!params.safeParse(c.req.param()).success) throw new AppError('not_found');
    await next();
  };
}

/** A request the declaration refuses: the API's one validation error, or a 404 for a path that names nothing. */
const requestHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  if (result.target === 'param') throw new AppError('not_found');
  throw validationError(result.error.issues, (result as { data?: unknown }).data);
};
