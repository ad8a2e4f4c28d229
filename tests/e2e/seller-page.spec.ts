import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { createProduct, expect, hydrated, LANGS, newPerson, newPhoneDigits, picture, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 22, item 6: a public page for every seller (/user/{id}), reached from a listing's seller
 * block, a comment's author and the chat header, in the page's language; the chat also says when
 * the listing it is about is reserved or sold.
 */

/** Cookie-authenticated writes prove they come from the site, as the pages' own requests do. */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const TEXT = {
  uz: { noReviews: 'Hali sharhlar yoʻq', services: 'Xizmatlar', products: 'Mahsulotlar', reserved: 'Band qilingan', sold: 'Sotilgan' },
  ru: { noReviews: 'Отзывов пока нет', services: 'Услуги', products: 'Товары', reserved: 'Забронировано', sold: 'Продано' },
  en: { noReviews: 'No reviews yet', services: 'Services', products: 'Products', reserved: 'Reserved', sold: 'Sold' },
} as const;

/** The longest username the rules allow (30), unbroken and unique. */
const longName = (start: string) => {
  const digits = newPhoneDigits();
  return (start + 'x'.repeat(30)).slice(0, 30 - digits.length) + digits;
};

const myId = async (request: APIRequestContext) =>
  ((await (await request.get('/api/accounts/user/info/')).json()) as { user_info: { id: number } }).user_info.id;

async function createService(request: APIRequestContext, name: string): Promise<{ id: number }> {
  const categories = (await (await request.get('/api/services/api/categories')).json()) as Array<{ id: number }>;
  const response = await request.post('/api/services/api/services/', {
    headers: SAME_ORIGIN,
    multipart: { name, description: 'Uyga kelib taʼmirlayman.', category_id: String(categories[0]!.id), images: await picture('#f97316') },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

for (const { lang, prefix } of LANGS) {
  const text = TEXT[lang];

  test(`in ${lang}, a visitor goes from a product's seller block to the seller's page: who they are, no reviews yet, their products and services as links, without a script, on a phone`, async ({
    page,
    browser,
  }) => {
    const seller = await newPerson(browser);
    const name = longName('Sotuvchi');
    await registerViaApi(seller, name);
    const sellerId = await myId(seller.request);
    const token = newPhoneDigits().slice(-5);
    const product = await createProduct(seller.request, { title: `Samovar ${token}`, category: 'phones', district: 'Qoʻqon shahri', price: '450000' });
    await createService(seller.request, `Santexnik ${token}`);
    await seller.close();

    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/product/${product.id}`);
    await page.getByTestId('seller-link').click();
    await expect(page).toHaveURL(`${prefix}/user/${sellerId}`);
    scripts.length = 0;
    await page.reload();
    expect(scripts, 'the seller page loads no script').toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('seller-reviews')).toContainText(text.noReviews);
    await expect(page.getByTestId('seller-reply-time')).toHaveCount(0);
    await expect(page.getByTestId('seller-active-count')).toHaveText('2');
    await expect(page.getByTestId('seller-sold-count')).toHaveText('0');
    const listings = page.getByTestId('seller-listings');
    await expect(listings.getByRole('link', { name: `Samovar ${token}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The kinds are links: services, then back to products, with the keyboard.
    await listings.getByRole('link', { name: new RegExp(`^${text.services}`) }).click();
    await expect(page).toHaveURL(`${prefix}/user/${sellerId}?kind=service`);
    await expect(page.getByTestId('seller-listings').getByTestId('service-card')).toHaveCount(1);
    await page
      .getByTestId('seller-listings')
      .getByRole('link', { name: new RegExp(`^${text.products}`) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${prefix}/user/${sellerId}`);
    await expect(page.getByTestId('seller-listings').getByTestId('product-card')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('a missing seller is a 404 page in every language', async ({ page }) => {
  for (const { prefix } of LANGS) {
    const response = await page.goto(`${prefix}/user/999999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('a visitor gets the seller page from the cache; a sale and a new name show on the next load', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Keshli_${newPhoneDigits().slice(-5)}`);
  const sellerId = await myId(seller.request);
  const token = newPhoneDigits().slice(-5);
  await createProduct(seller.request, { title: `Gilam ${token}`, category: 'phones', district: 'Qoʻqon shahri', price: '900000' });
  const sold = await createProduct(seller.request, { title: `Stol ${token}`, category: 'phones', district: 'Qoʻqon shahri', price: '300000' });

  const path = `/ru/user/${sellerId}`;
  await page.goto(path);
  const other = await newPerson(browser);
  const again = await other.goto(path);
  expect(again!.headers()['x-astro-cache']).toBe('HIT');
  await other.close();
  await expect(page.getByTestId('seller-listings').getByRole('link', { name: `Stol ${token}` })).toBeVisible();

  expect((await seller.request.post(`/api/products/api/products/${sold.id}/sell/`, { headers: SAME_ORIGIN })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('seller-listings').getByRole('link', { name: `Stol ${token}` })).toHaveCount(0);
  await expect(page.getByTestId('seller-listings').getByRole('link', { name: `Gilam ${token}` })).toBeVisible();
  await expect(page.getByTestId('seller-sold-count')).toHaveText('1');

  const renamed = `Yangi_${token}`;
  expect((await seller.request.put('/api/accounts/user/info/', { headers: SAME_ORIGIN, multipart: { username: renamed } })).status()).toBe(200);
  await seller.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
});

test('in English, a comment’s author and the chat header link to the person’s page, and the chat says when the listing is reserved, then sold', async ({
  page: buyer,
  browser,
}) => {
  test.setTimeout(60_000);
  const seller = await newPerson(browser);
  const sellerName = `Sotuvchi_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(seller, sellerName);
  const sellerId = await myId(seller.request);
  const product = await createProduct(seller.request, {
    title: `Soat ${newPhoneDigits().slice(-5)}`,
    category: 'phones',
    district: 'Qoʻqon shahri',
    price: '700000',
  });

  await registerViaApi(buyer, `Xaridor_${newPhoneDigits().slice(-5)}`);
  const buyerId = await myId(buyer.request);
  expect(
    (await buyer.request.post(`/api/products/api/products/${product.id}/comments/`, { headers: SAME_ORIGIN, data: { text: 'Hali sotuvdami?' } })).status(),
  ).toBe(201);
  const errors = watchErrors(buyer);

  await buyer.goto(`/en/product/${product.id}`);
  const comments = buyer.getByTestId('comments');
  await comments.scrollIntoViewIfNeeded();
  await hydrated(buyer);
  await expect(comments.getByTestId('comment-author')).toHaveAttribute('href', `/en/user/${buyerId}`);

  await buyer.getByTestId('message-seller').click();
  await expect(buyer).toHaveURL(/\/en\/chat\/\d+$/);
  await hydrated(buyer);
  const conversation = buyer.getByTestId('conversation');
  await expect(conversation.getByRole('heading', { name: sellerName })).toBeVisible();
  await expect(conversation.getByTestId('chat-profile-link')).toHaveAttribute('href', `/en/user/${sellerId}`);
  await expect(conversation.getByTestId('chat-listing-status')).toHaveCount(0);
  const box = conversation.getByLabel('Message', { exact: true });
  await box.fill('I will take it.');
  await box.press('Enter');
  await expect(conversation.getByTestId('chat-message').filter({ hasText: 'I will take it.' })).toBeVisible();

  const move = (verb: string, data: unknown) => seller.request.post(`/api/products/api/products/${product.id}/${verb}/`, { headers: SAME_ORIGIN, data });
  expect((await move('reserve', { buyer_id: buyerId })).status()).toBe(200);
  await buyer.reload();
  await expect(buyer.getByTestId('chat-listing-status')).toHaveText(TEXT.en.reserved);
  expect((await move('sell', { buyer_id: buyerId })).status()).toBe(200);
  await buyer.reload();
  await expect(buyer.getByTestId('chat-listing-status')).toHaveText(TEXT.en.sold);
  await seller.close();

  await buyer.getByTestId('chat-profile-link').click();
  await expect(buyer).toHaveURL(`/en/user/${sellerId}`);
  await expect(buyer.getByTestId('seller-sold-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('the seller page has no serious accessibility violations at 360 and 1280 px', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `AxeSeller_${newPhoneDigits().slice(-5)}`);
  const sellerId = await myId(seller.request);
  await createProduct(seller.request, { title: `Axe divan ${newPhoneDigits().slice(-5)}`, category: 'phones', district: 'Qoʻqon shahri', price: '100000' });
  await seller.close();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/user/${sellerId}`, `/ru/user/${sellerId}?kind=service`]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
