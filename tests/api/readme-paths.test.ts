import { access, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 34: README named `POST /products/api/products/{id}/reserve`, which answers 404 (the real
 * path starts with `/api`). Every API path README names in code (`GET /api/…`, with alternatives
 * `a|b`, a trailing `…` for "and below", a query after `?`) is one the OpenAPI document declares,
 * with the method README gives it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Pages of the API that are not operations of its document: the API answers them. */
const API_PAGES = new Set(['/api/openapi.json']);
/** Pages of the website under `/api` (Astro's, not the API's): each has its page file; tests/e2e/api-docs.spec.ts opens it. */
const SITE_PAGES = new Map([['/api/docs', 'src/pages/api/docs.astro']]);

/** `{id}` and `{chatId}` alike, no trailing slash. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '') || '/';

/** The API paths README names in code spans: method (if given), path, and whether it names everything below it. */
export function readmeApiPaths(readme: string): Array<{ line: number; text: string; methods: string[]; path: string; below: boolean }> {
  const found: Array<{ line: number; text: string; methods: string[]; path: string; below: boolean }> = [];
  readme.split('\n').forEach((lineText, index) => {
    for (const [, span] of lineText.matchAll(/`([^`]+)`/g)) {
      const match =
        /^(?:((?:GET|POST|PUT|PATCH|DELETE)(?:\s*[|/]\s*(?:GET|POST|PUT|PATCH|DELETE))*)\s+)?(\/(?:api|products\/api|services\/api)(?:\/[^\s?`]*)?)(?:\?\S*)?$/.exec(
          span!.trim(),
        );
      if (!match) continue;
      const methods = match[1] ? match[1].split(/\s*[|/]\s*/) : [];
      let path = match[2]!;
      const below = /(…|\*)$/.test(path);
      path = path.replace(/\/?(…|\*)$/, '');
      // `…/{id}/reserve|release` names several paths: the alternatives of its last segment.
      const segments = path.split('/');
      const last = segments.pop()!;
      for (const alternative of last.split('|')) found.push({ line: index + 1, text: span!, methods, path: [...segments, alternative].join('/'), below });
    }
  });
  return found;
}

describe(`the API paths README names, on ${TEST_DB}`, () => {
  it('are all declared in the OpenAPI document, with the method README gives', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const declared = new Map(
      Object.entries(document.paths).map(([path, operations]) => [shape(path), Object.keys(operations).map((method) => method.toUpperCase())]),
    );
    const named = readmeApiPaths(readme);
    expect(named.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const { line, text, methods, path, below } of named) {
      if (API_PAGES.has(shape(path)) || SITE_PAGES.has(shape(path))) continue;
      const wanted = shape(path);
      const matches = [...declared.entries()].filter(([candidate]) =>
        below ? candidate === wanted || candidate.startsWith(`${wanted}/`) : candidate === wanted,
      );
      if (matches.length === 0) wrong.push(`README.md:${line} \`${text}\`: ${wanted} is not a path of the API`);
      else
        for (const method of methods)
          if (!matches.some(([, allowed]) => allowed.includes(method))) wrong.push(`README.md:${line} \`${text}\`: ${wanted} has no ${method}`);
    }
    expect(wrong).toEqual([]);
  });

  it('that are pages of the API, not operations, answer', async () => {
    for (const path of API_PAGES) expect((await app.request(path)).status, path).toBe(200);
  });

  it('that are pages of the website, not of the API, have their page file', async () => {
    for (const [path, file] of SITE_PAGES)
      await expect(
        access(new URL(`../../${file}`, import.meta.url)).then(
          () => 'found',
          () => 'missing',
        ),
        path,
      ).resolves.toBe('found');
  });

  it('are read from every spelling README uses', () => {
    expect(
      readmeApiPaths(
        '`POST /api/products/api/products/{id}/reserve|release` and `GET /api/users/{id}/listings/?kind=product` and `/api/moderation/…` and `GET`',
      ),
    ).toEqual([
      {
        line: 1,
        text: 'POST /api/products/api/products/{id}/reserve|release',
        methods: ['POST'],
        path: '/api/products/api/products/{id}/reserve',
        below: false,
      },
      {
        line: 1,
        text: 'POST /api/products/api/products/{id}/reserve|release',
        methods: ['POST'],
        path: '/api/products/api/products/{id}/release',
        below: false,
      },
      { line: 1, text: 'GET /api/users/{id}/listings/?kind=product', methods: ['GET'], path: '/api/users/{id}/listings/', below: false },
      { line: 1, text: '/api/moderation/…', methods: [], path: '/api/moderation', below: true },
    ]);
  });
});
