import type { Database } from '../db/database.ts';
import { getT } from '../i18n.ts';
import { health } from '../../lib/schemas/system.ts';
import { apiRouter } from './openapi.ts';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: Database) {
  return apiRouter().openapi(health, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok' as const, database: database.kind }, 200);
    } catch {
      const detail = getT(c.get('locale'), 'errors')('database_unavailable');
      return c.json({ status: 'error' as const, database: database.kind, detail, code: 'database_unavailable' as const }, 503);
    }
  });
}
