import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductComment } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * Issue 34 item 0, on the built server with its route cache: a moderator's hide drops every
 * cached page that shows the hidden thing, in every language, so the next signed-out visitor
 * after the hide's answer never sees it (before, hiding a comment dropped only its author's
 * pages, and the listing page showed the comment for about a minute).
 */
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let reporter: RegisteredUser;
let moderator: RegisteredUser;
let categoryId: number;
const LANGUAGES = ['', '/ru', '/en'];

const visit = (pathname: string) => fetch(`${app.servers[0]!.base}${pathname}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, redirect: 'manual' });
/** A page as a signed-out visitor gets it, once it is in the cache. */
async function cachedPage(pathname: string): Promise<{ response: Response; html: string }> {
  await (await visit(pathname)).arrayBuffer();
  const response = await visit(pathname);
  return { response, html: await response.text() };
}
const call = (method: string, path: string, user: RegisteredUser, body?: unknown) =>
  app.request(`${path}?lang=en`, {
    method,
    headers: { ...tokenHeader(user), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
/** A report of the target, and the moderator's hide from its case: the hide's answer has come when this returns. */
async function hide(targetType: 'listing' | 'comment', targetId: number): Promise<void> {
  expect((await call('POST', '/api/reports/', reporter, { target_type: targetType, target_id: targetId, reason: 'spam' })).status).toBe(201);
  const queue = (await (await call('GET', '/api/moderation/cases/', moderator)).json()) as {
    results: Array<{ id: number; target_type: string; target_id: number }>;
  };
  const found = queue.results.find((each) => each.target_type === targetType && each.target_id === targetId)!;
  expect((await call('POST', `/api/moderation/cases/${found.id}/decision`, moderator, { decision: 'hide', reason: 'Spam' })).status).toBe(200);
}

beforeAll(async () => {
  app = await startBuiltApp();
  [seller, buyer, reporter, moderator] = [
    await registerUser(app, { username: 'SotuvchiBek' }),
    await registerUser(app, { username: 'XaridorOlim' }),
    await registerUser(app, { username: 'Kuzatuvchi' }),
    await registerUser(app, { username: 'Moderator' }),
  ];
  await app.sql("insert into user_roles (user_id, role, granted_at) values ($1, 'moderator', $2)", [moderator.id, new Date().toISOString()]);
  categoryId = (await productCategories(app))[0]!.id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe(`a moderator's hide and the route cache on the built server (${TEST_DB})`, () => {
  it('never shows a hidden comment on the signed-out listing page after the hide’s answer, in any language', async () => {
    const product: Product = await createProduct(app, seller, categoryId, { title: 'Mis qozon' });
    const posted = await call('POST', `/api/products/api/products/${product.id}/comments/`, buyer, { text: 'Arzon kredit: t.me/spam_kanal' });
    expect(posted.status).toBe(201);
    const comment = (await posted.json()) as ProductComment;
    for (const prefix of LANGUAGES) {
      const { response, html } = await cachedPage(`${prefix}/product/${product.id}`);
      expect(response.headers.get('x-astro-cache'), prefix).toBe('HIT');
      expect(html).toContain('spam_kanal');
    }
    await hide('comment', comment.id);
    for (const prefix of LANGUAGES) {
      const html = await (await visit(`${prefix}/product/${product.id}`)).text();
      expect(html, `${prefix}/product/${product.id}`).not.toContain('spam_kanal');
    }
  });

  it('never shows a hidden listing on its page, the lists or its seller’s page after the hide’s answer, in any language', async () => {
    const product: Product = await createProduct(app, seller, categoryId, { title: 'Yashirinadigan samovar' });
    const pages = LANGUAGES.flatMap((prefix) => [`${prefix}/product/${product.id}`, `${prefix}/products`, `${prefix}/user/${seller.id}`]);
    for (const page of pages) expect((await cachedPage(page)).html, page).toContain('Yashirinadigan samovar');
    await hide('listing', product.id);
    for (const page of pages) {
      const response = await visit(page);
      expect(await response.text(), page).not.toContain('Yashirinadigan samovar');
      if (page.includes('/product/')) expect(response.status, page).toBe(404);
    }
  });
});
