import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';
import { createProduct, pngFile, productCategories, productFields, productForm, putProduct } from '../fixtures/listings.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * The route cache as visitors meet it, on the built server (issue 11): signed-out pages come
 * from Astro's route cache, compressed once; nothing of a signed-in person ever reaches them;
 * writes invalidate by tag, so the next visitor sees the change.
 */
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let product: Product;
let serviceId: number;
let categoryId: number;

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
const sessionOf = (user: RegisteredUser) => ({ Cookie: `bozor_session=${user.token}` });
const visit = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${app.servers[0]!.base}${pathname}`, { headers: { ...BROWSER, ...headers }, redirect: 'manual' });
/** A page as a signed-out visitor gets it, once it is in the cache. */
async function cachedPage(pathname: string): Promise<{ response: Response; html: string }> {
  await (await visit(pathname)).arrayBuffer();
  const response = await visit(pathname);
  return { response, html: await response.text() };
}

beforeAll(async () => {
  app = await startBuiltApp();
  [seller, buyer] = [await registerUser(app, { username: 'SotuvchiAziz' }), await registerUser(app, { username: 'XaridorMadina' })];
  categoryId = (await productCategories(app))[0]!.id;
  product = await createProduct(app, seller, categoryId, { title: 'Eski samovar' });
  const categories = (await (await app.request('/api/services/api/categories')).json()) as Array<{ id: number }>;
  const form = productForm({ name: 'Santexnik xizmatlari', description: 'Quvurlarni almashtirish, kran oʻrnatish.', category_id: String(categories[0]!.id) }, [
    await pngFile('#f97316'),
  ]);
  const service = await app.request('/api/services/api/services/?lang=en', { method: 'POST', headers: tokenHeader(seller), body: form });
  expect(service.status).toBe(201);
  serviceId = ((await service.json()) as { id: number }).id;
  // The buyer likes both and comments on the service: their pages know the buyer when they are signed in.
  for (const [kind, id] of [
    ['product', product.id],
    ['service', serviceId],
  ] as const) {
    expect((await app.request(`/api/global/like/${kind}/${id}/`, { method: 'POST', headers: tokenHeader(buyer) })).status).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe(`the route cache on the built server (${TEST_DB})`, () => {
  const cachedRoutes = () => {
    const bare = ['/', '/about', '/updates', '/products', '/service', `/product/${product.id}`, `/service/${serviceId}`, `/user/${seller.id}`];
    return [...['', '/ru', '/en'].flatMap((prefix) => bare.map((route) => (route === '/' ? prefix || '/' : `${prefix}${route}`))), '/sitemap.xml'];
  };

  it('never serves or keeps a signed-in page: after the buyer has visited every cached route, visitors get pages without anything of theirs', async () => {
    for (const route of cachedRoutes()) {
      const signedIn = await visit(route, sessionOf(buyer));
      const html = await signedIn.text();
      expect(signedIn.status, route).toBe(200);
      expect(signedIn.headers.get('x-astro-cache'), route).toBeNull();
      if (!route.endsWith('.xml')) {
        expect(signedIn.headers.get('cache-control'), route).toBe('private, no-store');
        // The test can see the buyer when the page is theirs.
        expect(html, route).toContain('XaridorMadina');
      }
    }
    for (const route of cachedRoutes()) {
      const { response, html } = await cachedPage(route);
      expect(response.headers.get('x-astro-cache'), route).toBe('HIT');
      expect(html, route).not.toContain('XaridorMadina');
      expect(html, route).not.toContain(buyer.phone.slice(4));
      expect(html, route).not.toContain('action="/logout"');
      expect(html, route).not.toMatch(/liked&quot;:\[0,true\]/);
    }
    // With the pages cached, the buyer still gets their own.
    for (const route of cachedRoutes().filter((each) => !each.endsWith('.xml'))) {
      const again = await visit(route, sessionOf(buyer));
      expect(again.headers.get('x-astro-cache'), route).toBeNull();
      expect(await again.text(), route).toContain('XaridorMadina');
    }
  });

  it('keeps a signed-out visit of a session-carrying request out of the cache, even with an expired session', async () => {
    const expired = await visit('/ru/products', { Cookie: 'bozor_session=not-a-session-any-more' });
    expect(expired.status).toBe(200);
    expect(expired.headers.get('x-astro-cache')).toBeNull();
    expect(expired.headers.get('cache-control') ?? '').not.toContain('public');
    // Rendered for this one request, and compressed whole for it.
    expect(expired.headers.get('content-encoding')).toBe('br');
    expect(expired.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await expired.text()).toContain('</html>');
  });

  it('sends a cached page compressed once per encoding, with Vary and an ETag, and 304 to a browser that holds it', async () => {
    const pathname = `/en/product/${product.id}`;
    const { response: brotli, html } = await cachedPage(pathname);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = brotli.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);

    // Each encoding is rendered and stored once (a render differs by the moment it was made: "posted 1 minute ago").
    const gzip = await visit(pathname, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('Eski samovar');
    await visit(pathname, { 'Accept-Encoding': 'identity' }).then((first) => first.arrayBuffer());
    const plain = await visit(pathname, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-astro-cache')).toBe('HIT');
    const text = await plain.text();
    expect(text).toContain('Eski samovar');
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);

    const revalidated = await visit(pathname, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect((await visit(pathname, { 'If-None-Match': 'W/"something-else"' })).status).toBe(200);
  });

  it('renders a page once for twenty visitors who ask for it at the same moment', async () => {
    const pathname = `/ru/products?sort=price&page_size=24`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => visit(pathname)));
    const states = answers.map((answer) => answer.headers.get('x-astro-cache'));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(19);
  });

  it('shows the next visitor an edit, a new listing, a like and a deletion at once', async () => {
    const detail = `/product/${product.id}`;
    expect((await cachedPage(detail)).html).toContain('Eski samovar');
    expect((await cachedPage('/products')).html).toContain('Eski samovar');

    const edited = await putProduct(
      app,
      seller,
      product.id,
      productForm(productFields(categoryId, { title: 'Mis samovar', existing_images: String(product.images[0]!.id) })),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const afterEdit = await visit(detail);
    expect(afterEdit.headers.get('x-astro-cache')).toBe('MISS');
    expect(await afterEdit.text()).toContain('Mis samovar');
    const list = await visit('/products');
    expect(list.headers.get('x-astro-cache')).toBe('MISS');
    expect(await list.text()).toContain('Mis samovar');

    const created = await createProduct(app, seller, categoryId, { title: 'Yangi gilam' });
    expect(await (await visit('/products')).text()).toContain('Yangi gilam');
    expect(await (await visit('/sitemaps/products-1.xml')).text()).toContain(`/product/${created.id}`);

    // Service cards show likes: a like changes the list and the page.
    const serviceList = async () => {
      const { html } = await cachedPage('/service');
      const card = html.slice(html.indexOf(`href="/service/${serviceId}"`));
      return Number(/title="[^"]*"><svg[\s\S]*?<\/svg>(\d+)<\/span>/.exec(card)?.[1]);
    };
    const likesBefore = await serviceList();
    const seller2 = await registerUser(app);
    expect((await app.request(`/api/global/like/service/${serviceId}/`, { method: 'POST', headers: tokenHeader(seller2) })).status).toBe(200);
    expect(await serviceList()).toBe(likesBefore + 1);

    expect((await app.request(`/api/products/api/products/${created.id}/`, { method: 'DELETE', headers: tokenHeader(seller) })).status).toBe(204);
    expect((await visit(`/product/${created.id}`)).status).toBe(404);
    expect(await (await visit('/products')).text()).not.toContain('Yangi gilam');
  });

  it('shows the next visitor a new comment and a like of it', async () => {
    const detail = `/service/${serviceId}`;
    await cachedPage(detail);
    const posted = await app.request(`/api/services/api/services/${serviceId}/comments/`, {
      method: 'POST',
      headers: { ...tokenHeader(buyer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Narxi qancha?' }),
    });
    expect(posted.status).toBe(201);
    const comment = (await posted.json()) as { id: number };
    const likesOfComment = (html: string) => Number(/Narxi qancha\?&quot;\][^}]*?&quot;likes&quot;:\[0,(\d+)\]/.exec(html)?.[1]);
    expect(likesOfComment((await cachedPage(detail)).html)).toBe(0);
    expect((await app.request(`/api/global/like/comment/${comment.id}/`, { method: 'POST', headers: tokenHeader(seller) })).status).toBe(200);
    const after = await visit(detail);
    expect(after.headers.get('x-astro-cache')).toBe('MISS');
    expect(likesOfComment(await after.text())).toBe(1);
  });

  it("refreshes a seller's pages when their profile changes", async () => {
    const detail = `/ru/product/${product.id}`;
    expect((await cachedPage(detail)).html).toContain('SotuvchiAziz');
    const form = new FormData();
    form.append('username', 'SotuvchiBobur');
    const updated = await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(seller), body: form });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const after = await (await visit(detail)).text();
    expect(after).toContain('SotuvchiBobur');
    expect(after).not.toContain('SotuvchiAziz');
  });

  it('passes requests with a notice or a remembered language by the cache', async () => {
    await cachedPage('/products');
    await cachedPage('/ru/products');
    const remembered = await visit('/products', { Cookie: 'i18nextLng=ru' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe('/ru/products');
    expect(remembered.headers.get('cache-control')).not.toContain('public');
    // A Russian visitor on a Russian page is any visitor.
    expect((await visit('/ru/products', { Cookie: 'i18nextLng=ru' })).headers.get('x-astro-cache')).toBe('HIT');
    const noticed = await visit('/products', { Cookie: 'bozor_flash=logout_success' });
    expect(noticed.headers.get('x-astro-cache')).toBeNull();
    expect(noticed.headers.get('set-cookie')).toContain('bozor_flash=');
  });
});
