import { onceAsync } from '../lib/once.ts';
import { createCatalogRepository } from './catalog/catalog.repository.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { createApiApp, type ApiApp } from './http/app.ts';
import { createLocationsRepository } from './locations/locations.repository.ts';
import { createLocationsService } from './locations/locations.service.ts';
import { createLogger, type Logger } from './logger.ts';
import { WsGateway } from './ws/gateway.ts';

/** Everything one server process holds: built once, shared by pages, the API and sockets. */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  services: ReturnType<typeof createServices>;
  api: ApiApp;
  ws: WsGateway;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** Open a specific database instead of the configured one (tests). */
  database?: Database;
}

function createServices(database: Database) {
  return {
    locations: createLocationsService(createLocationsRepository(database.db)),
    catalog: createCatalogService(createCatalogRepository(database.db)),
  };
}

export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = options.database ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(database);
  const api = createApiApp({ logger, database, bodyLimitBytes: config.BODY_LIMIT_BYTES, services });
  const ws = new WsGateway(logger);
  return {
    config,
    logger,
    database,
    services,
    api,
    ws,
    async close() {
      ws.close();
      await database.close();
    },
  };
}

/** The process-wide runtime, created on first use from the environment. */
export const getRuntime = onceAsync(() => createRuntime(loadConfig()));
