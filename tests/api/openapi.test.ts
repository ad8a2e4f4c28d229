import { readFile } from 'node:fs/promises';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes, TYPES_FILE } from '../../scripts/api-types.mjs';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
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
    const document = (await documentOf()) as unknown as { components: { securitySchemes: Record<string, { in: string }> }; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(Object.fromEntries(Object.entries(document.components.securitySchemes).map(([name, scheme]) => [name, scheme.in]))).toEqual({ Token: 'header', Session: 'cookie' });
    for (const [path, operations] of Object.entries(document.paths)) for (const [method, operation] of Object.entries(operations)) expect(operation.tags?.length, `${method} ${path}`).toBe(1);
  });

  it('documents every route the app serves, and the app serves every documented route', async () => {
    const document = await documentOf();
    const documented = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));
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
