import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FAKE_PAYME_CARDS, tokeniseCard } from '../fixtures/fake-payme.ts';
import { createProduct, expect, makeModerator, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * The moderators' side of the safe deal (issue 39), against the fake Payme: two deals are made
 * through the API up to a dispute (request, accept, a card tokenised as the browser does, paid,
 * "I have it", a problem reported); a moderator finds them in the disputes tab, reads a deal's
 * reason, timeline and chat, and releases one to the seller (a second moderator's refund, from a
 * page without JavaScript, gets the refusal and sees the result) and refunds the other (in
 * Russian, at 360 px); sees a finding of the books and marks it looked at (in Uzbek); downloads
 * the payout list's CSV and marks a part of the seller's money paid. Everyone else gets 404.
 */
const WRITE = { 'Sec-Fetch-Site': 'same-origin' };
/** The app's address (the card form's endpoint may be a path on it). */
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4329}`;

interface DealAnswer {
  id: number;
  state: string;
  seller: { id: number };
}

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A deal taken up to its dispute through the API, as the two sides' pages would. */
async function disputedDeal(seller: Page, buyer: Page, title: string, reason: string): Promise<DealAnswer> {
  const product = await createProduct(seller.request, { title, category: 'phones', district: 'Yunusobod tumani', price: '300000' });
  const deal = await ok<DealAnswer>(await buyer.request.post('/api/deals', { headers: WRITE, data: { listing_kind: 'product', listing_id: product.id } }));
  await ok(await seller.request.post(`/api/deals/${deal.id}/accept`, { headers: WRITE }));
  const form = await ok<{ endpoint: string; merchant_id: string }>(await buyer.request.get('/api/deals/card-form'));
  const token = await tokeniseCard(new URL(form.endpoint, ORIGIN).href, form.merchant_id, FAKE_PAYME_CARDS.ok);
  expect((await ok<DealAnswer>(await buyer.request.post(`/api/deals/${deal.id}/pay`, { headers: WRITE, data: { card_token: token } }))).state).toBe('paid');
  await ok(await buyer.request.post(`/api/deals/${deal.id}/handover`, { headers: WRITE, data: {} }));
  const disputed = await ok<DealAnswer>(await buyer.request.post(`/api/deals/${deal.id}/dispute`, { headers: WRITE, data: { reason } }));
  expect(disputed.state).toBe('disputed');
  return disputed;
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${what} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), what).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the disputes, books and payouts pages are a 404 to everyone but moderators', async ({ page }) => {
  await registerViaApi(page, `Oddiy_${newPhoneDigits().slice(-5)}`);
  for (const address of ['/moderation/deals', '/en/moderation/deals/1', '/ru/moderation/books', '/moderation/payouts']) {
    const response = await page.goto(address);
    expect(response!.status(), address).toBe(404);
    expect(response!.headers()['cache-control'] ?? '').toContain('no-store');
    await expect(page.getByTestId('moderation-tabs')).toHaveCount(0);
  }
});

test('a moderator decides disputes both ways (a second moderator is refused), marks a finding looked at, downloads the payout CSV and marks a payout', async ({
  page: moderator,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await newPerson(browser);
  const buyer = await newPerson(browser);
  const suffix = newPhoneDigits().slice(-5);
  const sellerName = `Sotuvchi_${suffix}`;
  const buyerName = `Xaridor_${suffix}`;
  await registerViaApi(seller, sellerName);
  await registerViaApi(buyer, buyerName);
  const released = await disputedDeal(seller, buyer, `Telefon ${suffix}`, 'The screen is cracked, it was not in the photos.');
  const refunded = await disputedDeal(seller, buyer, `Planshet ${suffix}`, 'It does not turn on.');
  // The seller answers in the chat the deal opened.
  const rooms = await ok<{ results: Array<{ id: number }> }>(await seller.request.get('/api/chats'));
  await ok(
    await seller.request.post(`/api/chats/${rooms.results[0]!.id}/messages`, { headers: WRITE, data: { content: `It worked when I gave it ${suffix}` } }),
  );

  const { digits } = await registerViaApi(moderator, `Moderator_${suffix}`);
  await makeModerator(digits);
  // A second moderator, without JavaScript: the decision forms are plain posts.
  const otherContext = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': `10.250.1.${Number(suffix) % 250}` } });
  const other = await otherContext.newPage();
  const second = await registerViaApi(other, `Moderator2_${suffix}`);
  await makeModerator(second.digits);

  // The queue's tabs lead to the disputes, with their count.
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await moderator.goto('/en/moderation');
  const tabs = moderator.getByTestId('moderation-tabs');
  await expect(tabs.getByTestId('tab-disputes-count')).toBeVisible();
  await tabs.getByTestId('tab-disputes').focus();
  await moderator.keyboard.press('Enter');
  await expect(moderator).toHaveURL(/\/en\/moderation\/deals$/);
  await expect(moderator.getByTestId('tab-disputes')).toHaveAttribute('aria-current', 'page');
  const row = moderator.getByTestId('dispute-row').filter({ hasText: `Telefon ${suffix}` });
  await expect(row).toContainText(buyerName);
  await expect(row).toContainText(sellerName);
  await expect(row).toContainText("300.000 so'm");
  await expect(row).toContainText('The screen is cracked');
  await expect(moderator.getByTestId('dispute-row').filter({ hasText: `Planshet ${suffix}` })).toBeVisible();
  await expectNoSeriousViolations(moderator, 'disputes');
  await shot(moderator, 'disputes-1280');

  // The deal: both sides, the amounts, the reason, the timeline and the chat.
  await row.getByTestId('open-dispute').focus();
  await moderator.keyboard.press('Enter');
  await expect(moderator).toHaveURL(new RegExp(`/en/moderation/deals/${released.id}$`));
  await expect(moderator.getByTestId('deal-state')).toHaveText('Disputed');
  await expect(moderator.getByTestId('deal-buyer')).toHaveText(buyerName);
  await expect(moderator.getByTestId('deal-seller')).toHaveText(sellerName);
  await expect(moderator.getByTestId('deal-total')).toContainText("300.000 so'm");
  await expect(moderator.getByTestId('deal-reason')).toContainText('The screen is cracked, it was not in the photos.');
  const timeline = moderator.getByTestId('deal-timeline');
  for (const step of [
    'The buyer asked for the deal',
    'The seller accepted',
    'The money was held on the card',
    'The item was handed over',
    'The buyer reported a problem',
  ])
    await expect(timeline).toContainText(step);
  const chat = moderator.getByTestId('deal-chat');
  await expect(chat.locator('[data-side="buyer"]').first()).toContainText(`«Telefon ${suffix}»`);
  await expect(chat.locator('[data-side="seller"]')).toContainText(`It worked when I gave it ${suffix}`);
  await expectNoSeriousViolations(moderator, 'dispute');
  await shot(moderator, 'dispute-1280');

  // The second moderator has the page open too, then the first releases the money to the seller.
  await other.goto(`/en/moderation/deals/${released.id}`);
  await expect(other.getByTestId('decide-refund')).toBeVisible();
  const release = moderator.getByTestId('decide-release');
  await release.getByLabel('Note (both sides see it)').fill('The photos show the crack; the buyer saw it before paying.');
  await release.getByRole('button', { name: 'Release to the seller' }).focus();
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByTestId('deal-decided')).toContainText('Released to the seller');
  await expect(moderator.getByTestId('deal-decided')).toContainText('The photos show the crack');
  await expect(moderator.getByTestId('deal-state')).toHaveText('Completed');
  await expect(moderator.getByText('The decision is saved')).toBeVisible();

  // The second moderator's refund is refused by the deal's conditional write; the result is shown.
  const refund = other.getByTestId('decide-refund');
  await refund.getByLabel('Note (both sides see it)').fill('Refund');
  const [answer] = await Promise.all([
    other.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/moderation/deals/${released.id}`)),
    refund.getByRole('button', { name: 'Refund the buyer' }).click(),
  ]);
  expect(answer.status()).toBe(409);
  await expect(other.getByTestId('already-decided')).toContainText('Another moderator has decided this dispute already');
  await expect(other.getByTestId('deal-decided')).toHaveAttribute('data-outcome', 'release');
  await otherContext.close();

  // The other deal refunded, in Russian on a phone.
  await moderator.setViewportSize({ width: 360, height: 800 });
  await moderator.goto(`/ru/moderation/deals/${refunded.id}`);
  await expect(moderator.getByTestId('deal-reason')).toContainText('It does not turn on.');
  await expectNoSeriousViolations(moderator, 'dispute-ru-360');
  await shot(moderator, 'dispute-ru-360');
  await moderator.getByTestId('decide-refund').getByRole('button', { name: 'Вернуть покупателю' }).click();
  await expect(moderator.getByTestId('deal-decided')).toContainText('Возвращено покупателю');
  await expect(moderator.getByTestId('deal-state')).toHaveText('Возвращено');
  await moderator.goto('/ru/moderation/deals');
  await expect(moderator.getByTestId('dispute-row').filter({ hasText: suffix })).toHaveCount(0);

  // A finding of the books, in Uzbek: open first, then marked looked at.
  const receipt = `e2e-${suffix}-${Date.now()}`;
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  try {
    db.prepare('insert into ledger_findings (kind, subject, deal_id, receipt_id, detail, found_at) values (?, ?, null, ?, ?, ?)').run(
      'receipt_unknown',
      `receipt:${receipt}`,
      receipt,
      JSON.stringify({ state: 4, amount_tiyin: 30_000_000 }),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  await moderator.goto('/moderation/books');
  const finding = moderator.getByTestId('finding-row').filter({ hasText: receipt });
  await expect(finding).toHaveAttribute('data-open', 'true');
  await expect(finding).toContainText('Payme chekini hech bir bitim bilmaydi');
  await expect(moderator.getByTestId('tab-books-count')).toBeVisible();
  await expectNoSeriousViolations(moderator, 'books-uz-360');
  await shot(moderator, 'books-uz-360');
  await finding.getByTestId('finding-resolve').click();
  await expect(finding).toHaveAttribute('data-open', 'false');
  await expect(finding.getByTestId('finding-resolved')).toContainText(`Moderator_${suffix}`);

  // The payouts: the seller is due the released price; the CSV lists them; a part is marked paid.
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await moderator.goto('/en/moderation/payouts');
  const payout = moderator.locator(`[data-testid="payout-row"][data-seller-id="${released.seller.id}"]`);
  await expect(payout).toContainText(sellerName);
  await expect(payout.getByTestId('payout-due')).toHaveText("300.000 so'm");
  await expectNoSeriousViolations(moderator, 'payouts');
  const [download] = await Promise.all([moderator.waitForEvent('download'), moderator.getByTestId('payouts-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^bozor-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('seller_id,name,phone,amount_som,deals,since');
  expect(csv).toContain(`${released.seller.id},${sellerName},`);
  expect(csv).toContain(',300000.00,1,');

  // A wrong amount is refused with its hint; then 100 000 so'm is marked under the bank's reference.
  const mark = payout.getByTestId('payout-mark');
  await mark.getByLabel("Amount sent, so'm").fill('a lot');
  await mark.getByLabel('Bank transfer reference').fill(`TR-${suffix}`);
  await mark.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payout.getByRole('alert')).toContainText("Enter the amount in so'm");
  await payout.getByLabel("Amount sent, so'm").fill('100000');
  await payout.getByRole('button', { name: 'Mark paid' }).click();
  await expect(moderator.getByText('The payout is marked')).toBeVisible();
  await expect(payout.getByTestId('payout-due')).toHaveText("200.000 so'm");
  const logged = moderator.getByTestId('payout-log-row').filter({ hasText: `TR-${suffix}` });
  await expect(logged).toContainText(sellerName);
  await expect(logged).toContainText("100.000 so'm");
  await expect(logged).toContainText(`Moderator_${suffix}`);
  await shot(moderator, 'payouts-1280');
  await moderator.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousViolations(moderator, 'payouts-360');
  await expect(moderator.getByTestId('payout-log-item').filter({ hasText: `TR-${suffix}` })).toContainText("100.000 so'm");
  await shot(moderator, 'payouts-360');
});
