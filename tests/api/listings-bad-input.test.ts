import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { pngFile } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Whatever arrives at the listing, comment and like endpoints, the answer is a 4xx in the
 * documented format (`{detail, code}`), never a 500, and nothing is written.
 */
let app: TestApp;
let user: RegisteredUser;
let ids: { product: number; service: number; comment: number };
beforeAll(async () => {
  app = await startTestApp();
  user = await registerUser(app, { username: 'Garbage_Test' });
  const categoriesOf = async (kind: 'products' | 'services') =>
    ((await (await app.request(`/api/${kind}/api/categories`)).json()) as Array<{ id: number }>)[0]!.id;
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const productForm = form({ title: 'Stol', description: 'Yogʻoch', price: '100000', condition: 'used', category_id: String(await categoriesOf('products')) });
  productForm.append('images', await pngFile('#123456'));
  const product = (await (await app.request('/api/products/api/products/', { method: 'POST', headers: tokenHeader(user), body: productForm })).json()) as {
    id: number;
  };
  const serviceForm = form({ name: 'Usta', description: 'Tez', category_id: String(await categoriesOf('services')) });
  serviceForm.append('images', await pngFile('#654321'));
  const service = (await (await app.request('/api/services/api/services/', { method: 'POST', headers: tokenHeader(user), body: serviceForm })).json()) as {
    id: number;
  };
  const comment = (await (
    await app.request(`/api/services/api/services/${service.id}/comments/`, {
      method: 'POST',
      headers: { ...tokenHeader(user), 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Salom' }),
    })
  ).json()) as { id: number };
  ids = { product: product.id, service: service.id, comment: comment.id };
});
afterAll(async () => {
  await app.close();
});

async function expectRefused(response: Response, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  const json = (await response.json()) as { detail: unknown; code: unknown };
  expect(typeof json.detail, label).toBe('string');
  expect(typeof json.code, label).toBe('string');
}

const BAD_IDS = ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%00', '..%2F..%2Fetc'];

const JSON_GARBAGE: Array<[string, string, string | undefined]> = [
  ['malformed JSON', '{"text": "sal', 'application/json'],
  ['a JSON array', '["Salom"]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a number for the text', '{"text": 12345}', 'application/json'],
  ['an object for the text', '{"text": {"$ne": null}}', 'application/json'],
  ['no text', '{}', 'application/json'],
  ['a huge text', JSON.stringify({ text: 'x'.repeat(30_000) }), 'application/json'],
  ['form data', 'text=Salom', 'application/x-www-form-urlencoded'],
  ['plain text', 'Salom', 'text/plain'],
];

describe(`bad input to the listing, comment and like endpoints on ${TEST_DB}`, () => {
  it('refuses bad ids in every path with a 4xx, not a 500', async () => {
    for (const bad of BAD_IDS) {
      for (const [method, path] of [
        ['GET', `/api/products/api/products/${bad}/`],
        ['GET', `/api/services/api/services/${bad}/`],
        ['DELETE', `/api/products/api/products/${bad}/`],
        ['DELETE', `/api/services/api/services/${bad}/`],
        ['GET', `/api/services/api/services/${bad}/comments/`],
        ['GET', `/api/products/api/products/${bad}/comments/`],
        ['GET', `/api/services/api/comments/${bad}/replies/`],
        ['DELETE', `/api/services/api/comments/${bad}/`],
        ['POST', `/api/global/like/service/${bad}/`],
        ['POST', `/api/global/unlike/product/${bad}/`],
        ['POST', `/api/global/like/comment/${bad}/`],
      ] as const) {
        await expectRefused(await app.request(path, { method, headers: tokenHeader(user) }), `${method} ${path}`);
      }
    }
  });

  it('refuses bad list parameters with 400 in the documented format', async () => {
    for (const query of [
      'page=abc',
      'page=0',
      'page=-3',
      'page=1e309',
      'page_size=0',
      'page_size=abc',
      'page_size=1000',
      'currentPage=x',
      'ordering=drop',
      'min_price=-5',
      'max_price=abc',
      'condition=broken',
      `category_name=${'x'.repeat(5000)}`,
      'region_name=Atlantis',
      'page=99999999',
    ]) {
      await expectRefused(await app.request(`/api/products/api/products/?${query}`), `products ${query}`);
    }
    for (const query of ['page=abc', 'page_size=-1', 'category_name=nope', 'district_name=Gotham', 'page=1e309', 'page=99999999']) {
      await expectRefused(await app.request(`/api/services/api/services/?${query}`), `services ${query}`);
      await expectRefused(
        await app.request(`/api/services/api/services/${ids.service}/comments/?${query.startsWith('page') ? query : 'page=abc'}`),
        `comments ${query}`,
      );
    }
  });

  it.each(JSON_GARBAGE)('answers %s to the comment, reply and edit endpoints with a 4xx and writes nothing', async (label, body, type) => {
    const headers = { ...tokenHeader(user), ...(type ? { 'Content-Type': type } : {}) };
    for (const [method, path] of [
      ['POST', `/api/services/api/services/${ids.service}/comments/`],
      ['POST', `/api/products/api/products/${ids.product}/comments/`],
      ['POST', `/api/services/api/comments/${ids.comment}/replies/`],
      ['PUT', `/api/services/api/comments/${ids.comment}/`],
      ['PUT', `/api/services/api/services/${ids.service}/comments/${ids.comment}/`],
    ] as const) {
      await expectRefused(await app.request(path, { method, headers, body }), `${label}: ${method} ${path}`);
    }
    const detail = (await (await app.request(`/api/services/api/services/${ids.service}/`)).json()) as { service: { comments_count: number } };
    expect(detail.service.comments_count).toBe(1);
    const comments = (await (await app.request(`/api/services/api/services/${ids.service}/comments/`)).json()) as { results: Array<{ text: string }> };
    expect(comments.results.map((comment) => comment.text)).toEqual(['Salom']);
  });

  it('answers garbage instead of a listing form with a 4xx and leaves the listing as it was', async () => {
    const bodies: Array<[string, BodyInit, Record<string, string>]> = [
      ['JSON instead of multipart', JSON.stringify({ name: 'X', description: 'Y', category_id: 1 }), { 'Content-Type': 'application/json' }],
      ['a broken multipart body', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nX', { 'Content-Type': 'multipart/form-data; boundary=xyz' }],
      ['multipart without a boundary', 'name=X', { 'Content-Type': 'multipart/form-data' }],
      ['an empty body', '', { 'Content-Type': 'multipart/form-data; boundary=xyz' }],
      ['plain text', 'hello', { 'Content-Type': 'text/plain' }],
    ];
    for (const [label, body, headers] of bodies) {
      for (const [method, path] of [
        ['POST', '/api/services/api/services/'],
        ['PUT', `/api/services/api/services/${ids.service}/`],
        ['POST', '/api/products/api/products/'],
        ['PUT', `/api/products/api/products/${ids.product}/`],
      ] as const) {
        await expectRefused(await app.request(path, { method, headers: { ...tokenHeader(user), ...headers }, body }), `${label}: ${method} ${path}`);
      }
    }
    const wrongTypes = new FormData();
    for (const [name, value] of Object.entries({ name: 'X', description: 'Y', category_id: 'abc', location_id: '1e99', existing_images: '{"a":1}' }))
      wrongTypes.append(name, value);
    await expectRefused(
      await app.request(`/api/services/api/services/${ids.service}/`, { method: 'PUT', headers: tokenHeader(user), body: wrongTypes }),
      'wrong types',
    );
    const service = (await (await app.request(`/api/services/api/services/${ids.service}/`)).json()) as { service: { name: string; images: unknown[] } };
    expect(service.service).toMatchObject({ name: 'Usta' });
    expect(service.service.images).toHaveLength(1);
    const mine = (await (await app.request('/api/services/api/user/services', { headers: tokenHeader(user) })).json()) as { results: unknown[] };
    expect(mine.results).toHaveLength(1);
  });
});
