import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp, type BuiltServer } from '../fixtures/built-app.ts';
import { createProduct, productCategories, productFields, productForm } from '../fixtures/listings.ts';

/**
 * Two built server processes on one PostgreSQL database, each with its own route cache: a write
 * on one drops the pages it changed on the other, over LISTEN/NOTIFY, within a second (issue 11).
 * Run with TEST_DB=postgres only (vitest.config.ts): SQLite is one process's database.
 */
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let seller: RegisteredUser;
let product: Product;
let categoryId: number;

beforeAll(async () => {
  app = await startBuiltApp({ instances: 2 });
  seller = await registerUser(app, { username: 'IkkiJarayon' });
  categoryId = (await productCategories(app))[0]!.id;
  product = await createProduct(app, seller, categoryId, { title: 'Birinchi nom' });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const visit = (server: BuiltServer, pathname: string) => fetch(`${server.base}${pathname}`, { headers: { 'Accept-Encoding': 'br' } });

/** Asks until the page shows `text`; how long that took, or null when not within `limitMs`. */
async function msUntilShown(server: BuiltServer, pathname: string, text: string, limitMs = 1000): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await (await visit(server, pathname)).text()).includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

async function edit(server: BuiltServer, title: string): Promise<void> {
  const form = productForm(productFields(categoryId, { title, existing_images: String(product.images[0]!.id) }));
  const response = await fetch(`${server.base}/api/products/api/products/${product.id}/`, { method: 'PUT', headers: tokenHeader(seller), body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the route cache of two server processes on one PostgreSQL database', () => {
  it('drops a page on the other process within a second of a write on one, in both directions', async () => {
    const [first, second] = [app.servers[0]!, app.servers[1]!];
    const detail = `/product/${product.id}`;
    for (const server of [first, second]) {
      for (const pathname of [detail, '/products']) {
        await (await visit(server, pathname)).arrayBuffer();
        const cached = await visit(server, pathname);
        expect(cached.headers.get('x-astro-cache')).toBe('HIT');
        expect(await cached.text()).toContain('Birinchi nom');
      }
    }

    await edit(first, 'Ikkinchi nom');
    const detailMs = await msUntilShown(second, detail, 'Ikkinchi nom');
    const listMs = await msUntilShown(second, '/products', 'Ikkinchi nom');
    expect(detailMs, 'the detail page on the other process').not.toBeNull();
    expect(listMs, 'the list on the other process').not.toBeNull();
    // The writer's own process shows it on the very next request.
    expect(await (await visit(first, detail)).text()).toContain('Ikkinchi nom');

    await edit(second, 'Uchinchi nom');
    expect(await (await visit(second, detail)).text()).toContain('Uchinchi nom');
    const backMs = await msUntilShown(first, detail, 'Uchinchi nom');
    expect(backMs, 'the detail page on the first process').not.toBeNull();
    console.info(
      `[page-cache-instances] seen on the other process after ${detailMs!.toFixed(0)} ms (detail), ${listMs!.toFixed(0)} ms (list), ${backMs!.toFixed(0)} ms (back)`,
    );
  });

  it("drops the API's signed-out answers on the other process within a second of a write on one", async () => {
    const [first, second] = [app.servers[0]!, app.servers[1]!];
    const paths = [`/api/products/api/products/${product.id}/`, '/api/products/api/products/'];
    for (const server of [first, second]) {
      for (const pathname of paths) {
        await (await visit(server, pathname)).arrayBuffer();
        expect((await visit(server, pathname)).headers.get('x-cache'), `${pathname} on ${server.base}`).toBe('HIT');
      }
    }
    await edit(first, 'API nomi');
    for (const pathname of paths) expect(await msUntilShown(second, pathname, 'API nomi'), `${pathname} on the other process`).not.toBeNull();
    expect(await (await visit(first, paths[0]!)).text()).toContain('API nomi');
  });
});
