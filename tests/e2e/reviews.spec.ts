import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, expect, LANGS, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 24 in the browser: after a sale, the buyer and the seller review each other from their
 * profiles' star rows in each language; a review shows only once both wrote; the seller's page,
 * the listing's seller block and the score follow; the seller answers in public.
 */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

const TEXT = {
  uz: {
    due: 'Kelishuvlaringizni baholang',
    send: 'Sharhni yuborish',
    saved: 'Sharh saqlandi.',
    waiting: 'Kutilmoqda',
    shown: 'Koʻrinmoqda',
    newSeller: 'Yangi sotuvchi',
    none: 'Hali sharhlar yoʻq',
    one: '1 ta sharh',
    reason: 'Sabab',
  },
  ru: {
    due: 'Оцените свои сделки',
    send: 'Отправить отзыв',
    saved: 'Отзыв сохранён.',
    waiting: 'Ждёт',
    shown: 'Опубликован',
    newSeller: 'Новый продавец',
    none: 'Отзывов пока нет',
    one: '1 отзыв',
    reason: 'Причина',
  },
  en: {
    due: 'Rate your deals',
    send: 'Send the review',
    saved: 'Review saved.',
    waiting: 'Waiting',
    shown: 'Shown',
    newSeller: 'New seller',
    none: 'No reviews yet',
    one: '1 review',
    reason: 'Reason',
  },
} as const;

/** The buyer asks about the seller's new product in a chat started from it; the seller sells it to them. */
async function sale(seller: APIRequestContext, buyer: APIRequestContext, buyerId: number, title: string): Promise<number> {
  const product = await createProduct(seller, { title, category: 'phones', district: 'Chilonzor tumani', price: '2500000' });
  const room = (await (await buyer.post('/api/chats/', { headers: SAME_SITE, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
    id: number;
  };
  expect((await buyer.post(`/api/chats/${room.id}/messages/`, { headers: SAME_SITE, data: { content: 'Salom, hali sotilmadimi?' } })).ok()).toBe(true);
  expect((await seller.post(`/api/products/api/products/${product.id}/sell`, { headers: SAME_SITE, data: { buyer_id: buyerId } })).ok()).toBe(true);
  return product.id;
}
const idOf = async (page: Page) => ((await (await page.request.get('/api/accounts/user/info/')).json()) as { user_info: { id: number } }).user_info.id;

/** From the profile's star row: `stars` for the other side of the deal, then sent; back on the profile. */
async function rate(page: Page, prefix: string, lang: keyof typeof TEXT, listingId: number, stars: number, text: string): Promise<void> {
  await page.goto(`${prefix}/myprofile`);
  const due = page.getByTestId('reviews-due');
  await expect(due.getByRole('heading', { name: TEXT[lang].due })).toBeVisible();
  const row = due.locator(`[data-testid="review-due"][data-listing="${listingId}"]`);
  await row
    .getByTestId('star-row')
    .getByRole('link')
    .nth(stars - 1)
    .click();
  const form = page.getByTestId('review-form');
  await expect(form.locator(`input[name="stars"][value="${stars}"]`)).toBeChecked();
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: TEXT[lang].send }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/myprofile#reviews-mine$`));
  await expect(page.getByText(TEXT[lang].saved).first()).toBeVisible();
}

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, a buyer and a seller review each other after a sale; the reviews show only once both wrote`, async ({ page: buyer, browser }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const seller = await newPerson(browser);
    const sellerName = `Sotuvchi${newPhoneDigits().slice(-6)}`;
    await registerViaApi(seller, sellerName);
    await registerViaApi(buyer, `Xaridor${newPhoneDigits().slice(-6)}`);
    const errors = watchErrors(buyer);
    const sellerId = await idOf(seller);
    const listingId = await sale(seller.request, buyer.request, await idOf(buyer), `Telefon ${lang} ${newPhoneDigits().slice(-5)}`);

    // The buyer: 4 stars from the star row; the review waits.
    await rate(buyer, prefix, lang, listingId, 4, 'Telefon tavsifdagidek, rahmat!');
    await expect(buyer.getByTestId('my-review').first().getByTestId('my-review-status')).toHaveText(text.waiting);
    await buyer.goto(`${prefix}/user/${sellerId}`);
    await expect(buyer.getByTestId('seller-reviews')).toContainText(text.none);
    await expect(buyer.getByTestId('rating-badge').first()).toContainText(text.newSeller);

    // The seller writes theirs: both show.
    await rate(seller, prefix, lang, listingId, 5, 'Yaxshi xaridor');
    await buyer.reload();
    const review = buyer.getByTestId('review');
    await expect(review).toHaveCount(1);
    await expect(review.getByTestId('review-text')).toHaveText('Telefon tavsifdagidek, rahmat!');
    await expect(review.locator('[data-stars="4"]')).toBeVisible();
    await expect(buyer.getByTestId('rating-badge').first()).toContainText(text.one);
    await buyer.goto(`${prefix}/myprofile`);
    await expect(buyer.getByTestId('my-review').first().getByTestId('my-review-status')).toHaveText(text.shown);
    // The listing's seller block says the same.
    await buyer.goto(`${prefix}/product/${listingId}`);
    await expect(buyer.getByTestId('rating-badge')).toContainText(text.one);
    expect(errors).toEqual([]);
    await seller.close();
  });
}

test('the seller answers a review on their own page, and a score shows once three reviews are in', async ({ page: seller, browser }) => {
  test.setTimeout(120_000);
  await registerViaApi(seller, `Sotuvchi${newPhoneDigits().slice(-6)}`);
  const sellerId = await idOf(seller);
  const errors = watchErrors(seller);
  for (const [index, stars] of [5, 5, 4].entries()) {
    const buyer = await newPerson(browser);
    await registerViaApi(buyer, `Xaridor${index}${newPhoneDigits().slice(-5)}`);
    const listingId = await sale(seller.request, buyer.request, await idOf(buyer), `Sotildi ${index} ${newPhoneDigits().slice(-5)}`);
    for (const [author, target] of [
      [buyer.request, sellerId],
      [seller.request, await idOf(buyer)],
    ] as const) {
      const written = await author.post('/api/reviews/', {
        headers: SAME_SITE,
        data: { listing_id: listingId, target_id: target, stars: author === buyer.request ? stars : 5 },
      });
      expect(written.status()).toBe(201);
    }
    await buyer.close();
  }
  // Something still for sale, so the page has a card.
  await createProduct(seller.request, {
    title: `Hali sotuvda ${newPhoneDigits().slice(-5)}`,
    category: 'phones',
    district: 'Chilonzor tumani',
    price: '900000',
  });
  await seller.goto(`/en/user/${sellerId}`);
  // (4.0 × 3 + 5 + 5 + 4) / 6 = 4.3
  await expect(seller.getByTestId('rating-badge').first()).toHaveAttribute('data-score', '4.3');
  await expect(seller.getByTestId('rating-badge').first()).toContainText('4.3');
  await expect(seller.getByTestId('rating-badge').first()).toContainText('3 reviews');
  // Their cards on the same page carry it too.
  await expect(seller.getByTestId('card-rating').first()).toHaveAttribute('data-score', '4.3');
  await seller.getByTestId('reviews-filter-4').click();
  await expect(seller.getByTestId('review')).toHaveCount(1);

  const review = seller.getByTestId('review').first();
  await review.getByText('Answer', { exact: true }).click();
  await review.getByRole('textbox').fill('Thank you for the purchase!');
  await review.getByRole('button', { name: 'Post the answer' }).click();
  await expect(seller.getByText('Answer posted.').first()).toBeVisible();
  await expect(seller.getByTestId('review-answer').first()).toContainText('Thank you for the purchase!');
  await expect(seller.getByTestId('answer-form')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('the review form says why at 3 stars without a reason, keeps what was typed, and fits a phone', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Sotuvchi${newPhoneDigits().slice(-6)}`);
  await registerViaApi(page, `Xaridor${newPhoneDigits().slice(-6)}`);
  const listingId = await sale(seller.request, page.request, await idOf(page), `Tor ${newPhoneDigits().slice(-5)}`);
  await page.goto(`/review?listing=${listingId}&to=${await idOf(seller)}&stars=2`);
  const form = page.getByTestId('review-form');
  await form.getByRole('textbox').fill('y'.repeat(120));
  await form.getByRole('button', { name: TEXT.uz.send }).click();
  await expect(form.getByRole('alert')).toContainText('sababni');
  await expect(form.getByRole('textbox')).toHaveValue('y'.repeat(120));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await form.getByText('Qoʻpol muomala').click();
  await form.getByRole('button', { name: TEXT.uz.send }).click();
  await expect(page).toHaveURL(/\/myprofile#reviews-mine$/);
  await page.close();
  await seller.close();
});
