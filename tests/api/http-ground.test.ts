import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, postJson, registerUser, tokenHeader } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
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

  it('refuses a JSON body over 64 KB with 413', async () => {
    const response = await app.request('/api/accounts/login/?lang=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '+998901234567', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request is too large.', code: 'payload_too_large' });
  });

  it('refuses a declared 50 MB JSON body before reading any of it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode('{"phone_number":"+998901234567"'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = await app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBe(0);
  });

  it('stops reading a streamed JSON body without a length once it passes 64 KB', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let sent = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (cancelled) return;
          sent += chunk.byteLength;
          if (sent > 50 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('accepts a multipart upload larger than 64 KB only on an upload route, up to its own limit', async () => {
    const user = await registerUser(app);
    const form = new FormData();
    form.set('username', `big${user.id}`);
    form.set('padding', 'x'.repeat(200 * 1024));
    const fine = await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(user), body: form });
    expect(fine.status).toBe(200);
    const tooBig = new FormData();
    tooBig.set('profile_image', new File([new Uint8Array(6 * 1024 * 1024)], 'a.jpg', { type: 'image/jpeg' }));
    // Serialized first, as it arrives from the network (a stream without a declared length).
    const serialized = new Response(tooBig);
    const refused = await app.request('/api/accounts/user/info', {
      method: 'PUT',
      headers: { ...tokenHeader(user), 'Content-Type': serialized.headers.get('content-type')! },
      body: new Uint8Array(await serialized.arrayBuffer()),
    });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { code: string }).code).toBe('payload_too_large');
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

describe(`client addresses behind a proxy on ${TEST_DB}`, () => {
  const sendFrom = (target: TestApp, forwardedFor: string) =>
    postJson(target, '/api/accounts/send-sms/', { phone_number: newPhone() }, { 'X-Forwarded-For': forwardedFor }, '10.0.0.2');

  it('counts the address the trusted proxy appended, so a forged X-Forwarded-For buys no fresh limits', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 30; i++) expect((await sendFrom(proxied, `192.0.2.${i + 1}, 198.51.100.77`)).status, `request ${i + 1}`).toBe(200);
      expect((await sendFrom(proxied, '192.0.2.200, 198.51.100.77')).status).toBe(429);
      expect((await sendFrom(proxied, '198.51.100.78')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('counts IPv6 clients per /64', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 30; i++) expect((await sendFrom(proxied, `2001:db8:7:7::${(i + 1).toString(16)}`)).status).toBe(200);
      expect((await sendFrom(proxied, '2001:db8:7:7:ffff::1')).status).toBe(429);
      expect((await sendFrom(proxied, '2001:db8:7:8::1')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
