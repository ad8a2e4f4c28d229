import type { MiddlewareHandler } from 'hono';

/** Public caching for reference data that is the same for everyone. */
export function cacheFor(seconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${seconds}`);
  };
}
