import { createProduct, expect, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

test('the production server answers the API through Astro, with and without trailing slashes', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
  expect((await request.get('/api/accounts/regions/')).status()).toBe(200);
  const regions = (await (await request.get('/api/accounts/regions')).json()) as { regions: unknown[] };
  expect(regions.regions).toHaveLength(14);
  const missing = await request.get('/api/nope?lang=en');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ detail: 'There is no such API address.', code: 'route_not_found' });
});

test('translation files are served at /locales/{lng}/{ns}.json', async ({ request }) => {
  const ru = await request.get('/locales/ru/common.json');
  expect(ru.status()).toBe(200);
  expect(((await ru.json()) as Record<string, string>).products_title).toBe('Товары');
  expect((await request.get('/locales/fr/common.json')).status()).toBe(404);
  expect((await request.get('/locales/uz/nope.json')).status()).toBe(404);
});

test('built assets are cached for a year, pages are not', async ({ request, page }) => {
  const styles: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_astro/')) styles.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(styles.length).toBeGreaterThan(0);
  const asset = await request.get(styles[0]!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const pageResponse = await request.get('/');
  expect(pageResponse.headers()['cache-control'] ?? '').not.toContain('immutable');
});

test('WebSocket upgrades outside a registered /ws route are refused with 404', async ({ request }) => {
  const response = await request.get('/ws/nothing-here', {
    headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
  });
  expect(response.status()).toBe(404);
});

test('pages, API answers and scripts are compressed for clients that accept it', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const api = await request.get('/api/accounts/all-location', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect(((await api.json()) as unknown[]).length).toBe(206);
  const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('a signed-out list from the API is compressed whole, from the answer cache too, keeps one ETag, and answers 304 to it', async ({ browser, request }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Siqish${newPhoneDigits().slice(-4)}`);
  const word = `siqish${newPhoneDigits().slice(-6)}`;
  for (let index = 0; index < 3; index++)
    await createProduct(seller.request, { title: `Telefon ${word} ${index}`, category: 'phones', district: 'Samarqand shahri', price: '900000' });
  // Three products (over 1 KB: compressed), and a search that finds nothing (under 1 KB: sent as it is).
  const list = `/api/products/api/products/?page_size=24&product_title=${word}`;
  const small = `/api/products/api/products/?page_size=24&product_title=qqzz${newPhoneDigits()}`;
  for (const target of [list, small]) {
    const first = await request.get(target, { headers: { 'Accept-Encoding': 'br' } });
    const again = await request.get(target, { headers: { 'Accept-Encoding': 'gzip' } });
    for (const [answer, encoding] of [
      [first, 'br'],
      [again, 'gzip'],
    ] as const) {
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      if (target === list) {
        expect(headers['content-encoding'], target).toBe(encoding);
        expect(headers.vary ?? '').toContain('Accept-Encoding');
      } else expect(headers['content-encoding']).toBeUndefined();
      expect(headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
      expect(((await answer.json()) as { results: unknown[] }).results).toBeInstanceOf(Array);
    }
    expect(again.headers().etag).toBe(first.headers().etag);
    const unchanged = await request.get(target, { headers: { 'If-None-Match': first.headers().etag! } });
    expect(unchanged.status()).toBe(304);
  }
});
