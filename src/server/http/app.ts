import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { locationsRoutes } from '../locations/locations.routes.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { Logger } from '../logger.ts';
import { resolveLanguage, type ApiEnv } from './context.ts';
import { createErrorHandler, errorResponse } from './error-handler.ts';
import { healthRoutes } from './health.routes.ts';

export interface ApiDependencies {
  logger: Logger;
  database: Database;
  bodyLimitBytes: number;
  services: {
    locations: LocationsService;
    catalog: CatalogService;
  };
}

/**
 * The HTTP API (spec/API.md), mounted at /api by src/pages/api/[...path].ts. Every path answers
 * with and without the trailing slash (`strict: false`).
 */
export function createApiApp({ logger, database, bodyLimitBytes, services }: ApiDependencies) {
  const app = new Hono<ApiEnv>({ strict: false }).basePath('/api');
  app.use(resolveLanguage);
  app.use(
    bodyLimit({
      maxSize: bodyLimitBytes,
      onError: () => {
        throw new AppError('payload_too_large');
      },
    }),
  );
  app.route('/', healthRoutes(database));
  app.route('/accounts', locationsRoutes(services.locations));
  app.route('/', catalogRoutes(services.catalog));
  app.notFound((c) => errorResponse(c, new AppError('route_not_found')));
  app.onError(createErrorHandler(logger));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
