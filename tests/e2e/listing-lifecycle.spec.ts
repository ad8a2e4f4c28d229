import path from 'node:path';
import type { Page } from '@playwright/test';
import { createProduct, expect, LANGS, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * A listing's life in the browser (issue 22): a seller reserves a product for a buyer who wrote
 * about it and sells it; a visitor on the old link sees the banner and similar listings, the list
 * no longer shows it; an expired listing is renewed and an old one raised from My products.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
const DAY = 86_400_000;

/**
 * Moves a listing's dates back in the server's database (SQLite in DATA_DIR), as weeks passing
 * would: its creation and sort date `listedDaysAgo`, its expiry `expiresInDays` from now, and
 * its state. The hourly job would expire a listing past its date; the test sets the state itself.
 */
async function age(
  id: number,
  { listedDaysAgo, expiresInDays, status }: { listedDaysAgo: number; expiresInDays: number; status: 'active' | 'expired' },
): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  try {
    db.prepare('update listings set created_at = ?, listed_at = ?, expires_at = ?, status = ? where id = ?').run(
      at(-listedDaysAgo),
      at(-listedDaysAgo),
      at(expiresInDays),
      status,
      id,
    );
  } finally {
    db.close();
  }
}

/** The buyer asks about the product in a chat started from its page and writes a message. */
async function askAbout(buyer: Page, productId: number, text: string): Promise<void> {
  await buyer.goto(`/product/${productId}`);
  await buyer.getByTestId('message-seller').click();
  await expect(buyer).toHaveURL(/\/chat\/\d+/);
  const box = buyer.getByRole('textbox').last();
  await box.fill(text);
  await box.press('Enter');
  await expect(buyer.getByText(text).first()).toBeVisible();
}

test('a seller reserves a product for the buyer who wrote, then sells it; the old link shows the banner and similar listings, the list drops it', async ({
  page: seller,
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await newPerson(browser);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Sotuvchi_${suffix}`);
  const buyerName = `Xaridor_${suffix}`;
  await registerViaApi(buyer, buyerName);
  const title = `Divan ${suffix}`;
  const product = await createProduct(seller.request, { title, category: 'furniture', district: 'Yunusobod tumani', price: '2500000' });
  await createProduct(seller.request, { title: `Kreslo ${suffix}`, category: 'furniture', district: 'Yunusobod tumani', price: '900000' });

  // Nobody wrote yet: the owner is told how reserving works.
  await seller.goto(`/en/product/${product.id}`);
  await expect(seller.getByTestId('no-buyers')).toBeVisible();
  await askAbout(buyer, product.id, 'Salom, divan hali sotilmadimi?');

  await seller.goto(`/en/product/${product.id}`);
  await seller.getByTestId('reserve-buyer').selectOption({ label: buyerName });
  await seller.getByRole('button', { name: 'Reserve' }).click();
  await expect(seller.getByText('The listing is reserved')).toBeVisible();
  await expect(seller.getByTestId('listing-life')).toContainText(`Reserved for ${buyerName}`);
  await shot(seller, 'lifecycle-reserved-owner-en');

  // Everyone sees the badge on the card and the page; "hide reserved" leaves it out.
  const visitor = await newPerson(browser);
  await visitor.goto(`/ru/products?q=${encodeURIComponent(title)}`);
  const card = visitor.getByTestId('product-card').filter({ hasText: title });
  await expect(card.getByTestId('status-badge')).toHaveText('Забронировано');
  await visitor.goto(`/ru/products?q=${encodeURIComponent(title)}&hide_reserved=1`);
  await expect(visitor.getByTestId('product-card').filter({ hasText: title })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /Скрыть забронированные/ })).toBeVisible();

  await seller.getByTestId('sell-buyer').selectOption({ label: buyerName });
  await seller.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(seller.getByText('The listing is marked as sold')).toBeVisible();
  await expect(seller.getByTestId('listing-life')).toContainText(`Sold to ${buyerName}`);

  // The old link, in each language: 200, the banner, similar listings above the fold, no chat button, not indexed.
  for (const { prefix } of LANGS) {
    const response = await visitor.goto(`${prefix}/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByTestId('gone-banner')).toBeVisible();
    await expect(visitor.getByTestId('gone-banner').getByTestId('product-card').first()).toBeInViewport();
    await expect(visitor.getByTestId('message-seller')).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await visitor.setViewportSize({ width: 360, height: 740 });
  await visitor.goto(`/product/${product.id}`);
  await expect(visitor.getByTestId('gone-banner')).toContainText('Bu eʼlon sotilgan');
  await shot(visitor, 'lifecycle-sold-visitor-uz-360');
  await visitor.goto(`/products?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByTestId('product-card').filter({ hasText: title })).toHaveCount(0);

  // The seller's Sold tab has it.
  await seller.goto('/en/my-products?tab=sold');
  await expect(seller.getByTestId('my-product').filter({ hasText: title })).toBeVisible();
  await expect(seller.getByTestId('tab-sold')).toContainText('1');
});

test('a seller renews an expired listing and raises an old one from My products, keyboard only', async ({ page: seller }) => {
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Eski_${suffix}`);
  const expired = await createProduct(seller.request, {
    title: `Velosiped ${suffix}`,
    category: 'sports-leisure',
    district: 'Yunusobod tumani',
    price: '1200000',
  });
  const old = await createProduct(seller.request, {
    title: `Muzlatgich ${suffix}`,
    category: 'home-appliances',
    district: 'Yunusobod tumani',
    price: '3000000',
  });
  await age(expired.id, { listedDaysAgo: 35, expiresInDays: -5, status: 'expired' });
  await age(old.id, { listedDaysAgo: 10, expiresInDays: 20, status: 'active' });

  await seller.goto('/ru/my-products?tab=expired');
  await expect(seller.getByTestId('tab-expired')).toContainText('1');
  const card = seller.getByTestId('my-product').filter({ hasText: `Velosiped ${suffix}` });
  await expect(card.getByTestId('listing-life')).toContainText('Срок истёк');
  await shot(seller, 'lifecycle-expired-tab-ru');
  const renew = card.getByRole('button', { name: 'Продлить' });
  await renew.focus();
  await seller.keyboard.press('Enter');
  await expect(seller.getByText('Объявление продлено')).toBeVisible();
  await expect(seller.getByTestId('tab-expired')).toContainText('0');

  await seller.goto('/ru/my-products');
  const oldCard = seller.getByTestId('my-product').filter({ hasText: `Muzlatgich ${suffix}` });
  await expect(oldCard.getByTestId('listing-life')).toContainText('Осталось 20 дней');
  await createProduct(seller.request, { title: `Muzlatgich yangi ${suffix}`, category: 'home-appliances', district: 'Yunusobod tumani', price: '3500000' });
  await seller.goto(`/ru/products?q=${suffix}&sort=newest`);
  await expect(seller.getByTestId('product-card').first()).toContainText(`Muzlatgich yangi ${suffix}`);
  await seller.goto('/ru/my-products');
  await oldCard.getByRole('button', { name: 'Поднять наверх' }).click();
  await expect(seller.getByText('Объявление поднято наверх')).toBeVisible();
  // Raised: first of the search newest first, with its posting date kept; no second raise this week.
  await seller.goto(`/ru/products?q=${suffix}&sort=newest`);
  await expect(seller.getByTestId('product-card').first()).toContainText(`Muzlatgich ${suffix}`);
  const posted = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
  await expect(seller.getByTestId('product-card').first().locator('time')).toHaveAttribute('datetime', new RegExp(`^${posted}`));
  await seller.goto('/ru/my-products');
  await expect(
    seller
      .getByTestId('my-product')
      .filter({ hasText: `Muzlatgich ${suffix}` })
      .getByRole('button', { name: 'Поднять наверх' }),
  ).toHaveCount(0);
  await seller.setViewportSize({ width: 360, height: 740 });
  await shot(seller, 'lifecycle-my-products-ru-360');
});
