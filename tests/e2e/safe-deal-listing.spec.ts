import type { Page } from '@playwright/test';
import { createProduct, expect, hydrated, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/**
 * The seller's "Safe deal" switch (issue 39): a seller lists goods offering it, the card in the
 * list and the listing's page show "Safe deal" (no overflow at 360 px), and a buyer lists only
 * such goods from the Filters menu (`safe_deal=1`, a chip that removes it), in uz/ru/en, and
 * without JavaScript too.
 */
const TEXT = {
  uz: {
    prefix: '',
    title: 'Sarlavha',
    description: 'Tavsif',
    price: 'Narx, soʻm',
    category: 'Toifa',
    categoryName: 'Maishiy texnika',
    used: 'Ishlatilgan',
    addImages: 'Rasm qoʻshish',
    publish: 'Eʼlonni joylash',
    published: 'Eʼlon joylandi!',
    offer: 'Xavfsiz bitimni taklif qilish',
    badge: 'Xavfsiz bitim',
    filters: 'Filtrlar',
    only: 'Faqat xavfsiz bitim bilan',
    apply: 'Qoʻllash',
    removeFilter: 'Filtrni olib tashlash: Xavfsiz bitim',
  },
  ru: {
    prefix: '/ru',
    title: 'Название',
    description: 'Описание',
    price: 'Цена, сум',
    category: 'Категория',
    categoryName: 'Бытовая техника',
    used: 'Б/у',
    addImages: 'Добавить фото',
    publish: 'Опубликовать',
    published: 'Объявление опубликовано!',
    offer: 'Предлагать безопасную сделку',
    badge: 'Безопасная сделка',
    filters: 'Фильтры',
    only: 'Только с безопасной сделкой',
    apply: 'Применить',
    removeFilter: 'Убрать фильтр: Безопасная сделка',
  },
  en: {
    prefix: '/en',
    title: 'Title',
    description: 'Description',
    price: "Price, so'm",
    category: 'Category',
    categoryName: 'Home appliances',
    used: 'Used',
    addImages: 'Add pictures',
    publish: 'Publish',
    published: 'Your listing is published!',
    offer: 'Offer Safe deal',
    badge: 'Safe deal',
    filters: 'Filters',
    only: 'Only with Safe deal',
    apply: 'Apply',
    removeFilter: 'Remove filter: Safe deal',
  },
} as const;
type Lang = keyof typeof TEXT;

/** The new-product form filled in (a price below the default's, so the switch starts off), without publishing. */
async function fillNewProduct(page: Page, lang: Lang, title: string): Promise<void> {
  const text = TEXT[lang];
  await page.getByLabel(text.title, { exact: true }).fill(title);
  await page.getByLabel(text.description, { exact: true }).fill('Deyarli yangi, kafolati yana bir yil.');
  await page.getByLabel(text.price).fill('150000');
  await page.getByLabel(text.category).selectOption({ label: text.categoryName });
  await page.getByLabel(text.used).check();
  await page.getByLabel(text.addImages).setInputFiles([await picture('#22c55e', 'a.png')]);
}

/** The card of a title in the list. */
const cardOf = (page: Page, title: string) => page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The page fits its width: nothing sticks out sideways. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const lang of ['uz', 'ru', 'en'] as const) {
  const text = TEXT[lang];

  test(`in ${lang}, a seller offers the safe deal on goods, the list shows the badge at 360 and 1280 px, and a buyer lists only such goods`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const token = newPhoneDigits().slice(-6);
    const offered = `Muzlatgich Artel ${token}`;
    const plain = `Muzlatgich Shivaki ${token}`;
    const seller = await newPerson(browser);
    await registerViaApi(seller, `Xavfsiz_${newPhoneDigits().slice(-5)}`);
    await seller.goto(`${text.prefix}/new-product`);
    await hydrated(seller);
    await fillNewProduct(seller, lang, offered);
    // Below the default's price the switch is off; from it on, on, until the seller chooses.
    const offer = seller.getByRole('checkbox', { name: text.offer });
    await expect(offer).not.toBeChecked();
    await seller.getByLabel(text.price).fill('4300000');
    await expect(offer).toBeChecked();
    await seller.getByLabel(text.price).fill('150000');
    await expect(offer).not.toBeChecked();
    await offer.check();
    await seller.getByLabel(text.price).fill('149000');
    await expect(offer).toBeChecked();
    await seller.setViewportSize({ width: 360, height: 900 });
    await fitsWidth(seller);
    await offer.scrollIntoViewIfNeeded();
    await seller.screenshot({ path: `test-results/screenshots/safe-deal-form-${lang}-360.png` });
    await seller.getByRole('button', { name: text.publish }).click();
    await expect(seller.getByText(text.published)).toBeVisible();
    // Cheap goods the seller said nothing about: no safe deal.
    await createProduct(seller.request, { title: plain, category: 'home-appliances', district: 'Chilonzor tumani', price: '90000' });
    await seller.close();

    await page.goto(`${text.prefix}/products?q=${token}`);
    await expect(page.getByTestId('product-card')).toHaveCount(2);
    await expect(cardOf(page, offered).getByTestId('safe-deal-badge')).toHaveText(text.badge);
    await expect(cardOf(page, plain).getByTestId('safe-deal-badge')).toHaveCount(0);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await fitsWidth(page);
      // The badge stays inside its card.
      const card = (await cardOf(page, offered).boundingBox())!;
      const badge = (await cardOf(page, offered).getByTestId('safe-deal-badge').boundingBox())!;
      expect(badge.x).toBeGreaterThanOrEqual(card.x);
      expect(badge.x + badge.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      await page.screenshot({ path: `test-results/screenshots/safe-deal-list-${lang}-${width}.png`, fullPage: true });
    }

    await hydrated(page);
    await page.getByRole('button', { name: text.filters }).click();
    await page.getByRole('checkbox', { name: text.only }).check();
    await page.screenshot({ path: `test-results/screenshots/safe-deal-filters-menu-${lang}-1280.png` });
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/[?&]safe_deal=1/);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(cardOf(page, offered)).toBeVisible();
    const chip = page.getByRole('link', { name: text.removeFilter });
    await expect(chip).toContainText(text.badge);
    await page.screenshot({ path: `test-results/screenshots/safe-deal-filtered-${lang}-1280.png` });
    await page.setViewportSize({ width: 360, height: 900 });
    await fitsWidth(page);
    await page.screenshot({ path: `test-results/screenshots/safe-deal-filtered-${lang}-360.png`, fullPage: true });

    await cardOf(page, offered).getByRole('link', { name: offered, exact: true }).click();
    await expect(page.getByTestId('product-title')).toHaveText(offered);
    // Among the listing's facts (the similar listings' cards below may show theirs).
    await expect(page.locator('li[data-testid="safe-deal-badge"]')).toHaveText(text.badge);
    await fitsWidth(page);
    await page.goBack();
    await page.getByRole('link', { name: text.removeFilter }).click();
    await expect(page).not.toHaveURL(/safe_deal/);
    await expect(page.getByTestId('product-card')).toHaveCount(2);
  });
}

test.describe('the safe deal without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a seller offers it with the plain form, and a buyer filters by it with the plain Filters form', async ({ page, browser }) => {
    const text = TEXT.en;
    const token = newPhoneDigits().slice(-6);
    const offered = `Kir yuvish mashinasi ${token}`;
    await registerViaApi(page, `NoJsSafe_${newPhoneDigits().slice(-5)}`);
    await page.goto('/en/new-product');
    await fillNewProduct(page, 'en', offered);
    // Without JavaScript the box shows what will be sent: off until the seller checks it.
    const offer = page.getByRole('checkbox', { name: text.offer });
    await expect(offer).not.toBeChecked();
    await offer.check();
    await page.getByRole('button', { name: text.publish }).click();
    // Saved: a new product goes to the landing page (its notice is shown by a script).
    await expect(page).toHaveURL(/\/en\/?$/);
    await createProduct(page.request, {
      title: `Kir yuvish mashinasi eski ${token}`,
      category: 'home-appliances',
      district: 'Chilonzor tumani',
      price: '90000',
    });

    const buyer = await browser.newPage({ javaScriptEnabled: false });
    await buyer.goto(`/en/products?q=${token}`);
    await expect(buyer.getByTestId('product-card')).toHaveCount(2);
    await buyer.getByRole('button', { name: text.filters }).click();
    await buyer.getByRole('checkbox', { name: text.only }).check();
    await buyer.getByRole('button', { name: text.apply }).click();
    await expect(buyer).toHaveURL(/[?&]safe_deal=1/);
    await expect(buyer.getByTestId('product-card')).toHaveCount(1);
    await expect(cardOf(buyer, offered).getByTestId('safe-deal-badge')).toHaveText(text.badge);
    // A new search keeps the filter (the search form carries it).
    await buyer.getByLabel('Search').fill(`mashinasi ${token}`);
    await buyer.getByRole('button', { name: 'Search' }).click();
    await expect(buyer).toHaveURL(/[?&]safe_deal=1/);
    await expect(buyer.getByTestId('product-card')).toHaveCount(1);
    await buyer.screenshot({ path: 'test-results/screenshots/safe-deal-nojs-en-1280.png', fullPage: true });
    await buyer.close();
  });
});
