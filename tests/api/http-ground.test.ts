import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => {
  await app.close();
});

describe(`API ground rules on ${TEST_DB}`, () => {
  it('reports the database it runs on at /api/health', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: TEST_DB });
  });

  it.each(['/api/accounts/regions', '/api/accounts/regions/', '/api/health/', '/api/accounts/all-location/'])(
    'answers %s with and without the trailing slash',
    async (pathname) => {
      expect((await app.request(pathname)).status).toBe(200);
    },
  );

  it('answers an unknown API path with a JSON 404 in the documented format', async () => {
    const response = await app.request('/api/no/such/thing?lang=en');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ detail: 'There is no such API address.', code: 'route_not_found' });
  });

  it('prefers the lang parameter over Accept-Language, and ignores an unsupported lang', async () => {
    const ru = await app.request('/api/nope?lang=ru', { headers: { 'Accept-Language': 'en' } });
    expect(((await ru.json()) as { detail: string }).detail).toBe('Такого адреса API нет.');
    const fallback = await app.request('/api/nope?lang=fr', { headers: { 'Accept-Language': 'fr-FR, ru;q=0.8' } });
    expect(((await fallback.json()) as { detail: string }).detail).toBe('Такого адреса API нет.');
    const uz = await app.request('/api/nope', { headers: { 'Accept-Language': 'de' } });
    expect(((await uz.json()) as { detail: string }).detail).toBe('Bunday API manzili yoʻq.');
  });

  it('refuses a body over the configured limit with 413', async () => {
    const response = await app.request('/api/accounts/regions?lang=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(4096) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request is too large.', code: 'payload_too_large' });
  });

  it('answers malformed paths and queries with a 4xx, never a 500', async () => {
    for (const pathname of [
      '/api/accounts/districts/%E0%A4%A',
      '/api/accounts/districts/%00',
      '/api/accounts/districts/-1',
      '/api/accounts/districts/1e3',
      `/api/accounts/districts/${'x'.repeat(5000)}`,
      '/api/accounts/regions?lang[]=ru&lang=%ZZ',
    ]) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBeGreaterThanOrEqual(200);
      expect(response.status, pathname).toBeLessThan(500);
    }
  });

  it('answers 503 from /api/health when the database is unreachable', async () => {
    const other = await startTestApp();
    try {
      await other.runtime.database.close();
      const response = await other.request('/api/health?lang=en');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'error',
        database: TEST_DB,
        detail: 'The database is temporarily unavailable.',
        code: 'database_unavailable',
      });
    } finally {
      await other.close();
    }
  });
});
