import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { getT } from '../i18n.ts';
import type { ApiEnv } from './context.ts';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: Database) {
  return new Hono<ApiEnv>({ strict: false }).get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch {
      const detail = getT(c.get('locale'), 'errors')('database_unavailable');
      return c.json({ status: 'error', database: database.kind, detail, code: 'database_unavailable' }, 503);
    }
  });
}
