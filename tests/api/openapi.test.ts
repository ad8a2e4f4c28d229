import { readFile } from 'node:fs/promises';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes, TYPES_FILE } from '../../scripts/api-types.mjs';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startFakeTelegram, type FakeTelegram } from '../fixtures/fake-telegram.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';
import { USER_ROLES } from '../../src/lib/roles.ts';

const WEBHOOK_SECRET = 'openapi-test-secret';
let app: TestApp;
let telegram: FakeTelegram;
beforeAll(async () => {
  // With a bot, so that the Telegram routes answer as routes (without one they are 404 as if absent).
  telegram = await startFakeTelegram();
  app = await startTestApp({
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_BOT_USERNAME: 'bozor_test_bot',
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await app.close();
  await telegram.close();
});

const documentOf = async () => (await (await app.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };

describe(`the OpenAPI document on ${TEST_DB}`, () => {
  it('is OpenAPI 3.1 that an independent validator accepts with no errors', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors, 'validation errors').toEqual([]);
    expect(result.warnings, 'validation warnings').toEqual([]);
  });

  it('declares both schemes of signing in and tags every operation', async () => {
    const document = (await documentOf()) as unknown as {
      components: { securitySchemes: Record<string, { in: string }> };
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(Object.fromEntries(Object.entries(document.components.securitySchemes).map(([name, scheme]) => [name, scheme.in]))).toEqual({
      Token: 'header',
      Session: 'cookie',
    });
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) expect(operation.tags?.length, `${method} ${path}`).toBe(1);
  });

  it('documents every route the app serves, and the app serves every documented route', async () => {
    const document = await documentOf();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const served = new Set(
      app.runtime.api.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.endsWith('*'))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...served].filter((route) => !documented.has(route)).sort(), 'served but not documented').toEqual([]);
    expect([...documented].filter((route) => !served.has(route)).sort(), 'documented but not served').toEqual([]);
  });

  it('is what the islands’ typed client was generated from (src/lib/api/paths.ts is up to date: npm run build && npm run api:types)', async () => {
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(await apiTypes(await documentOf()));
  });
});

interface Operation {
  security?: unknown[];
  'x-only-role'?: string;
  parameters?: Array<{ in: string; name: string; schema?: { type?: string; enum?: string[] } }>;
  requestBody?: { content: Record<string, unknown>; 'x-max-bytes'?: number };
}

/** A path of the document with its parameters filled in: `value`, or the first choice of a parameter that has choices (`{kind}`). */
const fill = (path: string, operation: Operation, value: string) =>
  path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema?.enum?.[0] ?? value,
  );

/**
 * What the API's shared middleware answers before (or instead of) a route's own work, provoked on
 * every route of the document: each answer must be one its declaration lists (the fixture's
 * checker, fixtures/openapi-check.ts, refuses an undeclared status), with the status and code the
 * middleware gives.
 */
describe(`every route of the document on ${TEST_DB} declares what the shared middleware answers`, () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerUser(app);
    // A moderator and a marketer, so that the moderators' and marketers' routes read their bodies too.
    for (const role of USER_ROLES) expect(await app.runtime.services.roles.grant(user.phone, role)).toBe(true);
  });

  /** Each probe of every route: its name, the request, and the status and code it must get. */
  const probesOf = (path: string, method: string, operation: Operation) => {
    const probes: Array<{ what: string; url: string; init: RequestInit; status: number; code?: string }> = [];
    const url = `${fill(path, operation, '1')}?lang=en`;
    const upper = method.toUpperCase();
    const body = operation.requestBody?.content ?? {};
    // The webhook checks Telegram's secret before anything else; every other route ignores the header.
    const base = { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET };
    // A route only a role's holders reach (`x-only-role`) is, signed out, the 404 of an address that does not exist.
    if (operation['x-only-role']) probes.push({ what: 'signed out', url, init: { method: upper, headers: base }, status: 404, code: 'route_not_found' });
    else if (operation.security?.length)
      probes.push({ what: 'signed out', url, init: { method: upper, headers: base }, status: 401, code: 'not_authenticated' });
    if (upper !== 'GET' && upper !== 'HEAD') {
      probes.push({
        what: 'a cookie write from another site',
        url,
        init: { method: upper, headers: { ...base, Cookie: user.cookie, Origin: 'https://elsewhere.example' } },
        status: 403,
        code: 'forbidden_origin',
      });
    }
    if (body['application/json'] || body['multipart/form-data']) {
      probes.push({
        what: 'a body of the wrong type',
        url,
        init: { method: upper, headers: { ...base, ...tokenHeader(user), 'Content-Type': 'text/plain' }, body: 'hello' },
        status: 415,
        code: 'unsupported_media_type',
      });
    }
    if (body['application/json']) {
      // Past the route's declared limit (`x-max-bytes`), else the API's 64 KB.
      const limit = operation.requestBody?.['x-max-bytes'] ?? 64 * 1024;
      const big = JSON.stringify({ text: 'x'.repeat(limit + 6 * 1024) });
      probes.push({
        what: `a JSON body over ${limit / 1024} KB`,
        url,
        init: { method: upper, headers: { ...base, ...tokenHeader(user), 'Content-Type': 'application/json' }, body: big },
        status: 413,
        code: 'payload_too_large',
      });
      probes.push({
        what: 'a JSON body that does not parse',
        url,
        init: { method: upper, headers: { ...base, ...tokenHeader(user), 'Content-Type': 'application/json' }, body: '{"' },
        status: 400,
        code: 'invalid_json',
      });
    }
    if (body['multipart/form-data']) {
      probes.push({
        what: 'a form declared larger than any upload',
        url,
        init: {
          method: upper,
          headers: { ...base, ...tokenHeader(user), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(2 ** 30) },
          body: '--x--\r\n',
        },
        // Its code is the route's own (`payload_too_large`, `file_too_large`).
        status: 413,
      });
    }
    if (path.includes('{')) {
      probes.push({
        what: 'a path id that is no id',
        url: `${path.replace(/\{[^}]+\}/g, 'no-such-id')}?lang=en`,
        init: { method: upper, headers: { ...base, ...tokenHeader(user), 'Content-Type': 'application/json' }, body: upper === 'GET' ? null : '{}' },
        status: 404,
      });
    }
    const checked = (operation.parameters ?? []).find(
      (parameter) => parameter.in === 'query' && (parameter.schema?.type === 'integer' || parameter.schema?.type === 'number' || parameter.schema?.enum),
    );
    if (checked) {
      probes.push({
        what: `?${checked.name}= that is no ${checked.schema?.type ?? 'choice'}`,
        url: `${url}&${checked.name}=zzz`,
        init: { method: upper, headers: { ...base, ...tokenHeader(user) } },
        status: 400,
        code: 'validation_error',
      });
    }
    return probes;
  };

  it('answers each probe (signed out, a foreign Origin, the wrong content type, an oversized or broken body, a bad id or query) with a declared status', async () => {
    const document = (await documentOf()) as unknown as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let probed = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const probe of probesOf(path, method, operation)) {
          probed += 1;
          const name = `${method.toUpperCase()} ${path}, ${probe.what}`;
          try {
            // A fresh address each time: no probe meets another's rate limit.
            const response = await app.request(probe.url, probe.init, newIp());
            const answer = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { code?: string }) : {};
            if (response.status !== probe.status || (probe.code && answer.code !== probe.code))
              failures.push(`${name}: ${response.status} ${answer.code}, expected ${probe.status} ${probe.code}`);
          } catch (error) {
            failures.push(`${name}: ${(error as Error).message.split(':')[0]}`);
          }
        }
      }
    }
    expect(probed).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 120_000);
});
