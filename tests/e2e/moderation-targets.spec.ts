import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, expect, makeModerator, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 34, item 1: a reported review gives the moderator something to judge. A visitor reports a
 * seller's review on /ru/user/{id} (offered only the reasons that fit a review); the moderator's
 * queue names it as a review with its words and author, its "What" filter is translated, and the
 * case shows the review itself, at 360 px and on a desktop, in Russian.
 */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };
const idOf = async (page: Page) => ((await (await page.request.get('/api/accounts/user/info/')).json()) as { user_info: { id: number } }).user_info.id;

/** A sale of the seller's new product to the buyer, and both sides' reviews (so they show). */
async function reviewedSale(
  seller: APIRequestContext,
  buyer: APIRequestContext,
  sellerId: number,
  buyerId: number,
  title: string,
  words: string,
): Promise<number> {
  const product = await createProduct(seller, { title, category: 'phones', district: 'Chilonzor tumani', price: '2500000' });
  const room = (await (await buyer.post('/api/chats/', { headers: SAME_SITE, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
    id: number;
  };
  expect((await buyer.post(`/api/chats/${room.id}/messages/`, { headers: SAME_SITE, data: { content: 'Salom, hali sotilmadimi?' } })).ok()).toBe(true);
  expect((await seller.post(`/api/products/api/products/${product.id}/sell`, { headers: SAME_SITE, data: { buyer_id: buyerId } })).ok()).toBe(true);
  const review = await buyer.post('/api/reviews/', { headers: SAME_SITE, data: { listing_id: product.id, target_id: sellerId, stars: 5, text: words } });
  expect(review.status()).toBe(201);
  expect((await seller.post('/api/reviews/', { headers: SAME_SITE, data: { listing_id: product.id, target_id: buyerId, stars: 5 } })).status()).toBe(201);
  return ((await review.json()) as { id: number }).id;
}

for (const width of [360, 1280]) {
  test(`in Russian at ${width} px, a reported review offers fitting reasons and reaches the moderator as a review with its words and author`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width === 360 ? 740 : 900 };
    const suffix = newPhoneDigits().slice(-5);
    const seller = await newPerson(browser);
    const buyer = await newPerson(browser);
    await registerViaApi(seller, `Sotuvchi_${suffix}`);
    await registerViaApi(buyer, `Xaridor_${suffix}`);
    const sellerId = await idOf(seller);
    const words = `Продавец грубил ${suffix}`;
    const reviewId = await reviewedSale(seller.request, buyer.request, sellerId, await idOf(buyer), `Telefon ${suffix}`, words);

    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    await registerViaApi(visitor, `Mehmon_${suffix}`);
    const errors = watchErrors(visitor);
    await visitor.goto(`/ru/user/${sellerId}`);
    const row = visitor.locator(`[data-testid="review"][data-review="${reviewId}"]`);
    await row.getByTestId('report-open-review').click();
    const dialog = visitor.locator(`#report-review-${reviewId}`);
    await expect(dialog).toBeVisible();
    // A review is not an item: no "Prohibited item", no "Already sold".
    await expect(dialog.getByRole('radio', { name: 'Запрещённый товар' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Уже продано' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Оскорбительное содержание' }).check();
    await visitor.screenshot({ path: `test-results/i34-review-report-dialog-ru-${width}.png` });
    await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
    await expect(visitor.getByText('Спасибо, мы проверим.')).toBeVisible();
    expect(errors).toEqual([]);

    const modContext = await browser.newContext({ viewport });
    const moderator = await modContext.newPage();
    const { digits } = await registerViaApi(moderator, `Moderator_${suffix}`);
    await makeModerator(digits);
    await moderator.goto('/ru/moderation');
    // The "What" filter names every kind in Russian, none as its raw value.
    const options = await moderator.locator('select[name="target_type"] option').allTextContents();
    expect(options).toEqual(['Любой', 'Объявление', 'Комментарий', 'Пользователь', 'Сообщение в чате', 'Отзыв']);
    const card = moderator.getByTestId('queue-row').filter({ hasText: words });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Отзыв');
    await expect(card).toContainText(`Xaridor_${suffix}`);
    await expect(card).not.toContainText(/target_review/i);
    await moderator.screenshot({ path: `test-results/i34-review-queue-ru-${width}.png`, fullPage: true });

    await card.getByTestId('open-case').click();
    const subtitle = moderator.getByTestId('case-subtitle');
    await expect(subtitle).toContainText('Отзыв');
    await expect(subtitle).not.toContainText(/target_review/i);
    const what = moderator.getByTestId('target-review');
    await expect(what).toContainText(words);
    await expect(what).toContainText(`Xaridor_${suffix}`);
    await expect(what).toContainText(`Sotuvchi_${suffix}`);
    await expect(what.locator('[data-stars="5"]')).toBeVisible();
    await moderator.screenshot({ path: `test-results/i34-review-case-ru-${width}.png`, fullPage: true });
    const scroll = await moderator.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll).toBe(0);
    await Promise.all([seller.close(), buyer.close(), visitorContext.close(), modContext.close()]);
  });
}
