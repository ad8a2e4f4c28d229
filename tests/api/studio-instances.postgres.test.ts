import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp, type BuiltServer } from '../fixtures/built-app.ts';

/**
 * Issue 37: two built server processes on one PostgreSQL database, each with its own copy in
 * memory and its own route cache: a publish on one is on the other's pages within a second.
 * Run with TEST_DB=postgres only (vitest.config.ts).
 */
type Copy = Record<'uz' | 'ru' | 'en', Record<string, unknown>>;
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let marketer: RegisteredUser;

const visit = async (server: BuiltServer, pathname: string) => (await fetch(`${server.base}${pathname}`)).text();
const api = (server: BuiltServer, method: string, path: string, body?: unknown) =>
  fetch(`${server.base}/api/studio/pages${path}`, {
    method,
    headers: { ...tokenHeader(marketer), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  app = await startBuiltApp({ instances: 2 });
  marketer = await registerUser(app, { username: 'IkkiMarketolog' });
  await app.sql('insert into user_roles (user_id, role, granted_at) values ($1, $2, $3)', [marketer.id, 'marketer', new Date().toISOString()]);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('copy published on one of two server processes on one PostgreSQL database', () => {
  it('is on the other process’s cached page within a second, in both directions', async () => {
    const [first, second] = [app.servers[0]!, app.servers[1]!];
    for (const [writer, reader, title] of [
      [first, second, 'Birinchidan ikkinchiga'],
      [second, first, 'Ikkinchidan birinchiga'],
    ] as const) {
      // The reader's page is in its route cache, its copy in its memory.
      expect(await visit(reader, '/updates')).not.toContain(title);
      const page = (await (await api(writer, 'GET', '/updates')).json()) as { published: { version: number; copy: Copy } };
      const copy = { ...page.published.copy, uz: { ...page.published.copy.uz, title } };
      const saved = await api(writer, 'PUT', '/updates/draft', { copy, revision: 0, base_version: page.published.version });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const { revision } = (await saved.json()) as { revision: number };
      expect((await api(writer, 'POST', '/updates/publish', { revision, version: page.published.version })).status).toBe(200);
      const started = performance.now();
      let shown = false;
      while (!shown && performance.now() - started < 1000) {
        shown = (await visit(reader, '/updates')).includes(title);
        if (!shown) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(shown, `${title} on the other process within a second`).toBe(true);
    }
  });
});
