import { createProduct, expect, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/**
 * The route cache as a visitor from a shared link meets it in the browser (issue 11): the page
 * comes from the cache, a seller's edit shows on the next load, and signing in or out shows the
 * right header at once, never a copy kept for someone else.
 */
test('in ru, a visitor gets a cached product page, sees the seller’s edit on the next load, and their own header once signed in', async ({ page, browser }) => {
  // Two registrations (each hashes a password), a product with a photo and ten page loads: 60 s, as the other multi-page journeys.
  test.setTimeout(60_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Kesh_${newPhoneDigits().slice(-5)}`);
  const token = newPhoneDigits().slice(-6);
  const product = await createProduct(seller.request, { title: `Samovar ${token}`, category: 'phones', district: 'Qoʻqon shahri', price: '450000' });

  // Two visitors from the link: the second gets the page from the cache.
  const first = await page.goto(`/ru/product/${product.id}`);
  expect(['MISS', 'HIT']).toContain(first!.headers()['x-astro-cache']);
  const other = await newPerson(browser);
  const again = await other.goto(`/ru/product/${product.id}`);
  expect(again!.headers()['x-astro-cache']).toBe('HIT');
  await expect(other.getByTestId('product-title')).toHaveText(`Samovar ${token}`);
  await other.close();
  await expect(page.getByTestId('product-title')).toHaveText(`Samovar ${token}`);
  await page.goto('/ru/products');
  await expect(page.getByRole('link', { name: `Samovar ${token}` })).toBeVisible();

  // The seller renames it; the visitor's next load shows the new name, on the page and in the list.
  const photo = ((await (await seller.request.get(`/api/products/api/products/${product.id}/`)).json()) as { product: { images: Array<{ id: number }> } })
    .product.images[0]!.id;
  const edited = await seller.request.put(`/api/products/api/products/${product.id}/`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    multipart: {
      title: `Mis samovar ${token}`,
      description: 'Yaxshi holatda, hujjatlari bor.',
      price: '450000',
      condition: 'used',
      category_id: String(await phonesCategory(seller)),
      existing_images: String(photo),
      new_images: await picture('#f59e0b'),
    },
  });
  expect(edited.status()).toBe(200);
  await seller.close();
  await page.goto(`/ru/product/${product.id}`);
  await expect(page.getByTestId('product-title')).toHaveText(`Mis samovar ${token}`);
  await page.goto('/ru/products');
  await expect(page.getByRole('link', { name: `Mis samovar ${token}` })).toBeVisible();
  await expect(page.getByTestId('header-username')).toHaveCount(0);

  // Signed in, the same addresses are the visitor's own pages at once: their name in the header.
  const username = `Mehmon_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(page, username);
  await page.goto('/ru/products');
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await page.goto(`/ru/product/${product.id}`);
  await expect(page.getByTestId('header-username')).toHaveText(username);

  // Signed out again, they are a visitor like any other.
  await page.getByRole('button', { name: /Меню аккаунта/ }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/ru\/login$/);
  await page.goto(`/ru/product/${product.id}`);
  await expect(page.getByTestId('product-title')).toHaveText(`Mis samovar ${token}`);
  await expect(page.getByTestId('header-username')).toHaveCount(0);
});

async function phonesCategory(person: { request: import('@playwright/test').APIRequestContext }): Promise<number> {
  const categories = (await (await person.request.get('/api/products/api/categories')).json()) as Array<{ id: number; slug: string }>;
  return categories.find((category) => category.slug === 'phones')!.id;
}
