import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createProduct, expect, hydrated, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * The safe deal in the browser (issue 39, the first "Done when"), against the fake Payme the
 * server serves: a buyer asks for one from a listing, the seller accepts, the buyer adds a card
 * (8600 4954 7331 6478, 03/99, SMS 666666) and pays (held), the seller enters the buyer's code,
 * the buyer confirms or 24 hours pass, the deal completes and the listing is sold to the buyer;
 * in uz at 360 px, ru at 1280, en at 360. Then the seller who never shows up: 3 days later
 * (the server's test clock, scripts/e2e-server.mjs, moved forward and the deadline job run now)
 * the hold is released at Payme, the deal says refunded, and both are told. JavaScript off on
 * the deal page shows the state and the moves that need no card; axe finds nothing serious.
 *
 * The clock is the server's: these tests move it forward, one after another.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

type Lang = 'uz' | 'ru' | 'en';
const PREFIX: Record<Lang, string> = { uz: '', ru: '/ru', en: '/en' };
/** A namespace's texts in a language, as the pages show them (a missing key fails the test). */
function words(lang: Lang, ns: string): (key: string) => string {
  const all = JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`${lang}/${ns}.json has no ${key}`);
    return text;
  };
}
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The longest part of a text around its deadline (`{{at}}`): what the page shows whatever the date. */
const fixedPart = (text: string) =>
  text
    .split('{{at}}')
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

const HOUR = 3_600_000;
const CARD = { number: '8600495473316478', expiry: '0399', sms: '666666' };
const FAKE_PAYME = { path: '/fake-payme/api', auth: 'bozor-fake-payme:fake-payme-key' };

let people = 0;
/** A person with a browser of their own at a width, in a language, with JavaScript or without. */
async function person(browser: Browser, width: number, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  people += 1;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.239.${Math.floor(people / 250) % 250}.${(people % 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}

/** The server's test clock moved forward, then a job run now (resolves when it is done). */
async function advance(page: Page, ms: number, jobs: string[]): Promise<void> {
  expect((await page.request.post('/__e2e/clock', { data: { advance_ms: ms } })).ok()).toBe(true);
  for (const job of jobs) expect((await page.request.post(`/__e2e/jobs/${job}`)).ok()).toBe(true);
}

/** The fake Payme's receipt of a deal (its order id), as Payme's own `receipts.get_all` lists it. */
async function receiptOf(page: Page, dealId: number): Promise<{ state: number; amount: number } | undefined> {
  const answer = await page.request.post(FAKE_PAYME.path, {
    headers: { 'X-Auth': FAKE_PAYME.auth },
    data: { jsonrpc: '2.0', id: 1, method: 'receipts.get_all', params: { count: 50, from: 0, to: Date.now() + 400 * 86_400_000 } },
  });
  const body = (await answer.json()) as { result: Array<{ state: number; amount: number; account: Array<{ value: string }> }> };
  return body.result.find((receipt) => receipt.account[0]?.value === String(dealId));
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/safe-deal-${name}.png`, fullPage: true });

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function noSeriousAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A seller with a product that offers the safe deal (its price is above the default's threshold), and its page. */
async function sellerWithProduct(page: Page, title: string): Promise<number> {
  await registerViaApi(page, `sdSeller${Date.now() % 1_000_000}${people}`);
  const product = await createProduct(page.request, { title, category: 'phones', district: 'Chilonzor tumani', price: '450000' });
  return product.id;
}

/** The buyer asks for a safe deal from the listing's page: the deal's page opens, requested. */
async function requestDeal(buyer: Page, lang: Lang, productId: number): Promise<number> {
  const d = words(lang, 'deals');
  await buyer.goto(`${PREFIX[lang]}/product/${productId}`);
  await expect(buyer.getByTestId('safe-deal-buy')).toContainText(d('buy_hint'));
  await buyer.getByRole('button', { name: d('buy') }).click();
  await expect(buyer).toHaveURL(new RegExp(`${PREFIX[lang]}/deals/\\d+$`));
  await expect(buyer.getByTestId('deal-page')).toHaveAttribute('data-state', 'requested');
  return Number(/\/deals\/(\d+)$/.exec(buyer.url())![1]);
}

/** The buyer adds the card at the fake Payme and pays: the page comes back paid, with the code. */
async function pay(buyer: Page, lang: Lang): Promise<string> {
  const c = words(lang, 'card');
  await hydrated(buyer);
  await buyer.getByLabel(c('number')).fill(CARD.number);
  await buyer.getByLabel(c('expiry')).fill(CARD.expiry);
  await buyer.getByRole('button', { name: c('send_code') }).click();
  await buyer.getByLabel(c('code')).fill(CARD.sms);
  await buyer.getByRole('button', { name: c('verify') }).click();
  await expect(buyer.getByTestId('deal-page')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  const code = (await buyer.getByTestId('deal-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const JOURNEYS = [
  { lang: 'uz', width: 360, finish: 'confirm' },
  { lang: 'ru', width: 1280, finish: 'clock' },
  { lang: 'en', width: 360, finish: 'confirm' },
] as const;

for (const { lang, width, finish } of JOURNEYS) {
  test(`a safe deal from request to the listing sold to the buyer (${lang}, ${width} px, ${finish === 'clock' ? '24 hours pass' : 'the buyer confirms'})`, async ({
    browser,
  }) => {
    const d = words(lang, 'deals');
    const n = words(lang, 'notices');
    const title = `Safe phone ${lang} ${Date.now() % 100_000}`;
    const sellerSide = await person(browser, width);
    const buyerSide = await person(browser, width);
    const seller = sellerSide.page;
    const buyer = buyerSide.page;
    const errors = [...watchErrors(seller), ...watchErrors(buyer)];
    const productId = await sellerWithProduct(seller, title);
    const buyerName = `sdBuyer${Date.now() % 1_000_000}${lang}`;
    await registerViaApi(buyer, buyerName);

    // The buyer asks: the deal's page shows the price, the fee and the total before paying, and what happens next.
    const dealId = await requestDeal(buyer, lang, productId);
    await expect(buyer.getByTestId('deal-total')).toHaveText(/450\.000/);
    await expect(buyer.getByTestId('deal-fee')).toBeVisible();
    await expect(buyer.getByTestId('deal-next')).toContainText(fixedPart(d('next_requested_buyer')));
    await noSideScroll(buyer);
    await shot(buyer, `${lang}-${width}-requested-buyer`);
    // Back on the listing: "Your safe deal", a link to it.
    await buyer.goto(`${PREFIX[lang]}/product/${productId}`);
    await expect(buyer.getByTestId('your-deal')).toHaveAttribute('href', `${PREFIX[lang]}/deals/${dealId}`);

    // The seller finds it in My deals (Selling) and accepts.
    await seller.goto(`${PREFIX[lang]}/deals?tab=selling`);
    const row = seller.getByTestId('deal-row').filter({ hasText: title });
    await expect(row).toContainText(d('state_requested'));
    await expect(row).toContainText(fill(d('with_buyer'), { name: buyerName }));
    await shot(seller, `${lang}-${width}-my-deals-seller`);
    await row.click();
    await expect(seller.getByTestId('deal-page')).toHaveAttribute('data-role', 'seller');
    await seller.getByTestId('deal-accept').click();
    await expect(seller.getByTestId('deal-page')).toHaveAttribute('data-state', 'accepted');

    // The buyer pays: the money is held at the fake Payme; the code and its QR code are shown.
    await buyer.goto(`${PREFIX[lang]}/deals/${dealId}`);
    await expect(buyer.getByTestId('deal-next')).toContainText(fixedPart(d('next_accepted_buyer')));
    const code = await pay(buyer, lang);
    await expect(buyer.getByTestId('deal-qr').locator('svg')).toBeVisible();
    expect((await receiptOf(buyer, dealId))?.state).toBe(5);
    await noSideScroll(buyer);
    if (lang === 'en') await noSeriousAxe(buyer);
    await shot(buyer, `${lang}-${width}-paid-buyer`);

    // They meet: the seller opens the QR code's address (the code filled in) and confirms the handover.
    await seller.goto(`${PREFIX[lang]}/deals/${dealId}?code=${code}`);
    await expect(seller.getByTestId('deal-code-input')).toHaveValue(code);
    await expect(seller.getByTestId('deal-code')).toHaveCount(0);
    await shot(seller, `${lang}-${width}-handover-seller`);
    await seller.getByTestId('deal-handover').click();
    await expect(seller.getByTestId('deal-page')).toHaveAttribute('data-state', 'handed_over');

    if (finish === 'confirm') {
      await buyer.reload();
      await buyer.getByTestId('deal-complete').click();
    } else {
      // Nobody reports a problem: 24 hours later the deal completes by itself.
      await advance(buyer, 24 * HOUR + 60_000, ['deal-deadlines', 'deal-money']);
      await buyer.reload();
    }
    await expect(buyer.getByTestId('deal-page')).toHaveAttribute('data-state', 'completed');
    await expect(buyer.getByTestId('deal-completed')).toContainText(fill(d('sold_to'), { name: buyerName }));
    await expect(buyer.getByTestId('deal-review')).toBeVisible();
    await expect.poll(async () => (await receiptOf(buyer, dealId))?.state).toBe(4);
    await shot(buyer, `${lang}-${width}-completed-buyer`);

    // Both see the timeline, from the request to the completion.
    for (const page of [buyer, seller]) {
      await page.goto(`${PREFIX[lang]}/deals/${dealId}`);
      const timeline = page.getByTestId('deal-timeline');
      await expect(timeline.locator('li[data-move="request"]')).toHaveCount(1);
      await expect(timeline.locator('li[data-move="complete"]')).toHaveCount(1);
      await expect(timeline.locator('li')).toHaveCount(5);
    }
    await shot(seller, `${lang}-${width}-completed-seller`);

    // The listing is sold to the buyer (the owner's page says to whom).
    await seller.goto(`${PREFIX[lang]}/product/${productId}`);
    await expect(seller.getByTestId('gone-banner')).toBeVisible();
    await expect(seller.getByText(fill(words(lang, 'listings')('sold_to'), { name: buyerName }))).toBeVisible();

    // Notices arrived: the seller's of the request and the payment, the buyer's of the acceptance and the handover.
    await seller.goto(`${PREFIX[lang]}/notifications`);
    await expect(seller.getByTestId('notices')).toContainText(fill(n('deal_request_seller'), { title }));
    await expect(seller.getByTestId('notices')).toContainText(fill(n('deal_pay_seller'), { title }));
    await buyer.goto(`${PREFIX[lang]}/notifications`);
    await expect(buyer.getByTestId('notices')).toContainText(fill(n('deal_accept_buyer'), { title }));
    await expect(buyer.getByTestId('notices')).toContainText(fill(n('deal_hand_over_buyer'), { title }));

    // The chat about the listing has the deal's line at the top, linking to it.
    const { results: rooms } = (await (await buyer.request.get('/api/chats/')).json()) as { results: Array<{ id: number; listing: { id: number } | null }> };
    const room = rooms.find((each) => each.listing?.id === productId)!;
    await buyer.goto(`${PREFIX[lang]}/chat/${room.id}`);
    await expect(buyer.getByTestId('chat-deal')).toHaveAttribute('href', `${PREFIX[lang]}/deals/${dealId}`);
    await expect(buyer.getByTestId('chat-deal')).toContainText(d('state_completed'));
    await noSideScroll(buyer);
    await shot(buyer, `${lang}-${width}-chat-buyer`);

    expect(errors).toEqual([]);
    await sellerSide.context.close();
    await buyerSide.context.close();
  });
}

test('the seller never shows up: 3 days after payment the hold is released and both are told; without JavaScript the page shows the state and the moves that need no card', async ({
  browser,
}) => {
  const lang: Lang = 'uz';
  const d = words(lang, 'deals');
  const n = words(lang, 'notices');
  const title = `No-show phone ${Date.now() % 100_000}`;
  // The seller's browser has no JavaScript at all: every move they make is a plain form.
  const sellerSide = await person(browser, 360, false);
  const buyerSide = await person(browser, 1280);
  const buyerNoScript = await person(browser, 360, false);
  const seller = sellerSide.page;
  const buyer = buyerSide.page;
  const errors = watchErrors(buyer);
  const productId = await sellerWithProduct(seller, title);
  await registerViaApi(buyer, `sdLate${Date.now() % 1_000_000}`);
  await buyerNoScript.context.addCookies(await buyerSide.context.cookies());
  const dealId = await requestDeal(buyer, lang, productId);

  // Without JavaScript: the seller sees the state, the deadline and the moves, and accepts with the form.
  await seller.goto(`/deals/${dealId}`);
  await expect(seller.getByTestId('deal-page')).toHaveAttribute('data-state', 'requested');
  await expect(seller.getByTestId('deal-next')).toContainText(fixedPart(d('next_requested_seller')));
  await expect(seller.getByTestId('deal-decline')).toBeVisible();
  await shot(seller, 'nojs-requested-seller-uz-360');
  await seller.getByTestId('deal-accept').click();
  await expect(seller.getByTestId('deal-page')).toHaveAttribute('data-state', 'accepted');
  await noSideScroll(seller);

  // Without JavaScript the buyer is told that paying needs it, and can still cancel.
  await buyerNoScript.page.goto(`/deals/${dealId}`);
  await expect(buyerNoScript.page.getByTestId('deal-pay-needs-js')).toHaveText(d('pay_needs_js'));
  await expect(buyerNoScript.page.getByTestId('deal-cancel')).toBeVisible();
  await expect(buyerNoScript.page.getByLabel(words(lang, 'card')('number'))).toBeHidden();
  await shot(buyerNoScript.page, 'nojs-accepted-buyer-uz-360');

  await buyer.goto(`/deals/${dealId}`);
  await noSeriousAxe(buyer);
  await pay(buyer, lang);
  expect((await receiptOf(buyer, dealId))?.state).toBe(5);

  // Three days pass and nobody hands anything over: the deadline job releases the hold.
  await advance(buyer, 72 * HOUR + 60_000, ['deal-deadlines', 'deal-money']);
  await buyer.reload();
  await expect(buyer.getByTestId('deal-page')).toHaveAttribute('data-state', 'refunded');
  await expect(buyer.getByTestId('deal-next')).toHaveText(d('next_refunded'));
  await expect(buyer.getByTestId('deal-timeline').locator('li[data-move="expire_handover"]')).toHaveCount(1);
  await expect.poll(async () => (await receiptOf(buyer, dealId))?.state).toBe(50);
  await shot(buyer, 'refunded-buyer-uz-1280');

  // Both are told.
  await buyer.goto('/notifications');
  await expect(buyer.getByTestId('notices')).toContainText(fill(n('deal_expire_handover_buyer'), { title }));
  await seller.goto('/notifications');
  await expect(seller.getByTestId('notices')).toContainText(fill(n('deal_expire_handover_seller'), { title }));
  await seller.goto('/deals?tab=selling');
  await expect(seller.getByTestId('deal-row').filter({ hasText: title })).toContainText(d('state_refunded'));
  await shot(seller, 'refunded-my-deals-seller-uz-360');

  expect(errors).toEqual([]);
  for (const side of [sellerSide, buyerSide, buyerNoScript]) await side.context.close();
});

test('a deal is not there for anyone but its two sides, a 120-character word breaks nothing at 360 px, and My deals says when there are none', async ({
  browser,
}) => {
  const sellerSide = await person(browser, 1280);
  const buyerSide = await person(browser, 360);
  const strangerSide = await person(browser, 360);
  const word = `Telefon${'x'.repeat(113)}`;
  const productId = await sellerWithProduct(sellerSide.page, word);
  await registerViaApi(buyerSide.page, `sdPriv${'q'.repeat(18)}${Date.now() % 1_000}`);
  const dealId = await requestDeal(buyerSide.page, 'en', productId);
  await noSideScroll(buyerSide.page);
  await shot(buyerSide.page, 'long-word-en-360');
  await buyerSide.page.goto('/en/deals');
  await expect(buyerSide.page.getByTestId('deal-row')).toHaveCount(1);
  await noSideScroll(buyerSide.page);
  await shot(buyerSide.page, 'long-word-list-en-360');

  await registerViaApi(strangerSide.page, `sdOther${Date.now() % 1_000_000}`);
  const answer = await strangerSide.page.goto(`/en/deals/${dealId}`);
  expect(answer?.status()).toBe(404);
  await strangerSide.page.goto('/en/deals');
  await expect(strangerSide.page.getByTestId('deals-empty')).toContainText(words('en', 'deals')('empty_buying'));
  await noSideScroll(strangerSide.page);
  await shot(strangerSide.page, 'empty-en-360');
  for (const side of [sellerSide, buyerSide, strangerSide]) await side.context.close();
});
