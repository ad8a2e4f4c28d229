import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createProduct, expect, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * A seller's moves as the seller meets them (issue 34, items 3, 10, 11 and 12): a listing a
 * moderator hid says so to its owner; each move says what happened and where the listing went
 * and lands on its tab, with and without script; Reserve is offered only once somebody wrote;
 * "renew all" counts its own tab; the hint and the tabs fit at 360 px; a listing is paused and resumed.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
const DAY = 86_400_000;

/** Sets a listing's row in the server's database (SQLite in DATA_DIR), as time or a moderator would have. */
async function setRow(id: number, values: Record<string, string | number | null>): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  try {
    const columns = Object.keys(values);
    db.prepare(`update listings set ${columns.map((column) => `${column} = ?`).join(', ')} where id = ?`).run(...Object.values(values), id);
  } finally {
    db.close();
  }
}
/**
 * The notice a page without script shows: its <noscript> status line, read from the markup
 * (Playwright's "JavaScript off" does not render <noscript> as such a browser does).
 */
const noscriptNotice = async (page: Page) => /<noscript><p role="status"[^>]*>([^<]*)<\/p><\/noscript>/.exec(await page.content())?.[1];
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A Tashkent date as the site words it in English and Russian ("12 January 2027", "12 января 2027 г."). */
function dateText(iso: string, lang: 'en' | 'ru'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tashkent', year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const months = {
    en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  }[lang];
  return lang === 'en' ? `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year}` : `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year} г.`;
}

const product = (request: Page['request'], title: string) =>
  createProduct(request, { title, category: 'furniture', district: 'Yunusobod tumani', price: '1500000' });

/** The seller's session in a browser without script (the same cookies). */
async function withoutScript(browser: Browser, seller: Page): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await seller.context().storageState(),
    extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${process.pid % 250}.${(Date.now() % 250) + 1}` },
  });
  return context.newPage();
}

test('a listing a moderator hid tells its owner so in My products and on its page, with the reason and a way to ask for review', async ({ page: seller }) => {
  test.setTimeout(60_000);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Yashirin_${suffix}`);
  const hidden = await product(seller.request, `Stol ${suffix}`);
  await setRow(hidden.id, { status: 'hidden', hidden_from: 'active', hidden_reason: 'Telefon raqami rasmda' });

  await seller.goto('/en/my-products?tab=hidden');
  const card = seller.getByTestId('my-product').filter({ hasText: `Stol ${suffix}` });
  await expect(card.getByTestId('listing-life')).toHaveText('Hidden by a moderator');
  await expect(card.getByTestId('listing-life')).not.toContainText('Expired');
  await expect(card.getByTestId('hidden-reason')).toContainText('Telefon raqami rasmda');
  await card.getByRole('link', { name: 'Ask for review' }).click();
  await expect(seller).toHaveURL(new RegExp(`/en/product/${hidden.id}#ask-review$`));
  await expect(seller.getByTestId('ask-review')).toBeVisible();
  await expect(seller.getByTestId('owner-moves').getByTestId('listing-life')).toHaveText('Hidden by a moderator');

  await seller.setViewportSize({ width: 360, height: 740 });
  await seller.goto('/ru/my-products?tab=hidden');
  await expect(seller.getByTestId('my-product').getByTestId('listing-life')).toHaveText('Скрыто модератором');
  await expect(seller.getByTestId('my-product').getByRole('link', { name: 'Попросить перепроверить' })).toBeVisible();
  await shot(seller, 'seller-moves-hidden-ru-360');
});

test("each move says what happened and where the listing went, in the seller's language, and lands on the listing's tab — with and without script", async ({
  page: seller,
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Harakat_${suffix}`);
  const expired = await product(seller.request, `Shkaf ${suffix}`);
  const reserved = await product(seller.request, `Kreslo ${suffix}`);
  await setRow(expired.id, { status: 'expired', created_at: inDays(-35), listed_at: inDays(-35), expires_at: inDays(-5) });
  await setRow(reserved.id, { status: 'reserved', reserved_until: inDays(5) });

  // Renewed from the Expired tab: the notice names its new date and tab, and the page is that tab.
  await seller.goto('/en/my-products?tab=expired');
  await seller
    .getByTestId('my-product')
    .filter({ hasText: `Shkaf ${suffix}` })
    .getByRole('button', { name: 'Renew' })
    .click();
  await expect(seller).toHaveURL(/\/en\/my-products$/);
  await expect(seller.getByText(`The listing is renewed until ${dateText(inDays(30), 'en')}; it is in Active`)).toBeVisible();
  await expect(seller.getByTestId('tab-active')).toHaveAttribute('aria-current', 'page');
  await expect(seller.getByTestId('my-product').filter({ hasText: `Shkaf ${suffix}` })).toBeVisible();
  await shot(seller, 'seller-moves-renewed-en');

  // Released, without script, in Russian: to the Active tab, saying so.
  const plain = await withoutScript(browser, seller);
  await plain.goto('/ru/my-products?tab=reserved');
  await plain
    .getByTestId('my-product')
    .filter({ hasText: `Kreslo ${suffix}` })
    .getByRole('button', { name: 'Снять бронь' })
    .click();
  await expect(plain).toHaveURL(/\/ru\/my-products$/);
  expect(await noscriptNotice(plain)).toBe('Бронь снята; объявление снова во вкладке «Активно».');
  await expect(plain.getByTestId('my-product').filter({ hasText: `Kreslo ${suffix}` })).toBeVisible();
  await plain.setViewportSize({ width: 360, height: 740 });
  await shot(plain, 'seller-moves-released-ru-360-noscript');

  // Paused from its own page, without script: the page stays, saying where it went.
  await plain.goto(`/ru/product/${reserved.id}`);
  await plain.getByTestId('owner-moves').getByRole('button', { name: 'Приостановить' }).click();
  await expect(plain).toHaveURL(new RegExp(`/ru/product/${reserved.id}$`));
  expect(await noscriptNotice(plain)).toMatch(
    /^Объявление приостановлено: его никто не видит, пока вы его не возобновите \(это можно сделать до \d+ [а-я]+ \d{4} г\.\); оно во вкладке «Приостановлено»\.$/,
  );
  await expect(plain.getByTestId('owner-moves').getByTestId('listing-life')).toContainText('Приостановлено');
  await plain.context().close();
});

test('Reserve is offered once somebody wrote about the listing; renew all counts its own tab; its hint and the active tab fit at 360 px in ru and en', async ({
  page: seller,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Bron_${suffix}`);
  const asked = await product(seller.request, `Divan ${suffix}`);
  await product(seller.request, `Javon ${suffix}`);
  const buyer = await newPerson(browser);
  await registerViaApi(buyer, `Xaridor_${suffix}`);
  await buyer.goto(`/product/${asked.id}`);
  await buyer.getByTestId('message-seller').click();
  await expect(buyer).toHaveURL(/\/chat\/\d+/);
  await buyer.getByRole('textbox').last().fill('Salom, divan bormi?');
  await buyer.getByRole('textbox').last().press('Enter');
  await expect(buyer.getByText('Salom, divan bormi?').first()).toBeVisible();

  await seller.goto('/en/my-products');
  const askedCard = seller.getByTestId('my-product').filter({ hasText: `Divan ${suffix}` });
  const quietCard = seller.getByTestId('my-product').filter({ hasText: `Javon ${suffix}` });
  await expect(askedCard.getByRole('link', { name: 'Reserve' })).toBeVisible();
  await expect(quietCard.getByRole('link', { name: 'Reserve' })).toHaveCount(0);
  await expect(quietCard.getByTestId('reserve-unavailable')).toContainText('Nobody has written to you about it yet');

  // One active listing expiring in 3 days, two expired: each tab counts and renews its own.
  const soon = await product(seller.request, `Soon ${suffix}`);
  const old1 = await product(seller.request, `Old one ${suffix}`);
  const old2 = await product(seller.request, `Old two ${suffix}`);
  await setRow(soon.id, { expires_at: inDays(3) });
  for (const old of [old1, old2]) await setRow(old.id, { status: 'expired', created_at: inDays(-40), listed_at: inDays(-40), expires_at: inDays(-10) });

  for (const lang of ['ru', 'en'] as const) {
    await seller.setViewportSize({ width: 360, height: 740 });
    await seller.goto(`/${lang}/my-products?tab=expired`);
    // The active tab (the last one here) is in view without scrolling the tabs by hand.
    await expect(seller.getByTestId('tab-expired')).toBeInViewport({ ratio: 1 });
    await expect(seller.getByTestId('renew-all')).toContainText('(2)');
    const hint = seller.getByTestId('renew-all-hint');
    const box = (await hint.boundingBox())!;
    // Not a word a line: the hint takes the card's width, under the button or beside it.
    expect(box.width).toBeGreaterThan(240);
    await shot(seller, `seller-moves-renew-all-${lang}-360`);
  }
  await seller.goto('/en/my-products');
  await expect(seller.getByTestId('renew-all')).toContainText('(1)');
  await seller.getByTestId('renew-all').click();
  await expect(seller.getByText('1 listing renewed; it is in Active')).toBeVisible();
  await seller.goto('/en/my-products?tab=expired');
  await expect(seller.getByTestId('tab-expired')).toContainText('2');
});

test('a seller pauses a listing from My products: gone from the lists, its page says paused and is not indexed; resumed with the same days left', async ({
  page: seller,
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Pauza_${suffix}`);
  const title = `Gilam ${suffix}`;
  const listing = await product(seller.request, title);

  await seller.goto('/en/my-products');
  const card = seller.getByTestId('my-product').filter({ hasText: title });
  await expect(card.getByTestId('listing-life')).toContainText('30 days left');
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(seller).toHaveURL(/\/en\/my-products\?tab=paused$/);
  await expect(seller.getByText(/^Paused: nobody sees it until you resume it/)).toBeVisible();
  await expect(seller.getByTestId('tab-paused')).toContainText('1');
  await shot(seller, 'seller-moves-paused-en');

  const visitor = await newPerson(browser);
  await visitor.goto(`/en/products?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByTestId('product-card').filter({ hasText: title })).toHaveCount(0);
  const response = await visitor.goto(`/en/product/${listing.id}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByTestId('gone-banner')).toContainText('Paused by the seller');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByTestId('message-seller')).toHaveCount(0);

  await seller.getByTestId('my-product').filter({ hasText: title }).getByRole('button', { name: 'Resume' }).click();
  await expect(seller).toHaveURL(/\/en\/my-products$/);
  await expect(seller.getByText(/^Resumed until/)).toBeVisible();
  await expect(seller.getByTestId('my-product').filter({ hasText: title }).getByTestId('listing-life')).toContainText('30 days left');
  await visitor.goto(`/en/products?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByTestId('product-card').filter({ hasText: title })).toHaveCount(1);
});
