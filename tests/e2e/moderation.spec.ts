import type { Page } from '@playwright/test';
import { createProduct, expect, hydrated, makeModerator, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * The moderators' pages (issue 23): everyone else gets the site's 404, signed out included; a
 * moderator opens a reported listing's case from the queue and hides it with a reason from the
 * keyboard; its owner's page says it is hidden, with the reason; the owner fixes it and asks for
 * review; the moderator restores it and everyone sees it again.
 */

async function expectNotFound(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response!.status()).toBe(404);
  expect(response!.headers()['cache-control'] ?? '').toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('queue')).toHaveCount(0);
  await expect(page.getByTestId('header-moderation')).toHaveCount(0);
}

test('the moderation pages are a 404 to everyone but moderators, signed out and signed in', async ({ page, browser }) => {
  const visitor = await newPerson(browser);
  for (const address of ['/moderation', '/ru/moderation', '/en/moderation', '/moderation/1']) await expectNotFound(visitor, address);
  await registerViaApi(page, `Oddiy_${newPhoneDigits().slice(-5)}`);
  for (const address of ['/moderation', '/ru/moderation', '/moderation/1', '/en/moderation/1']) await expectNotFound(page, address);
});

test('a buyer reports a listing; a moderator hides it from the queue with a reason by keyboard; its owner sees why, edits it and asks for review; the moderator restores it', async ({
  page: moderator,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await newPerson(browser);
  const buyer = await newPerson(browser);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Sotuvchi_${suffix}`);
  await registerViaApi(buyer, `Xaridor_${suffix}`);
  const title = `Velosiped ${suffix}`;
  const product = await createProduct(seller.request, { title, category: 'phones', district: 'Yunusobod tumani', price: '1500000' });

  const note = `Oldindan toʻlov soʻrayapti ${'a'.repeat(120)}`;
  const reported = await buyer.request.post('/api/reports/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { target_type: 'listing', target_id: product.id, reason: 'scam', note },
  });
  expect(reported.status()).toBe(201);

  const { digits } = await registerViaApi(moderator, `Moderator_${suffix}`);
  await makeModerator(digits);

  // The header's account menu has the link; the queue lists the case with its reason.
  await moderator.goto('/en/products');
  await expect(moderator.getByTestId('header-moderation')).toHaveAttribute('href', '/en/moderation');
  const queue = await moderator.goto('/en/moderation?reason=scam&target_type=listing');
  expect(queue!.status()).toBe(200);
  expect(queue!.headers()['cache-control']).toContain('no-store');
  await expect(moderator.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const row = moderator.getByTestId('queue-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Scam or prepayment × 1');
  await expect(row).toContainText(`Sotuvchi_${suffix}`);

  // From the keyboard: the case's link, then the hide form's reason and its button.
  const open = row.getByTestId('open-case');
  await open.focus();
  await moderator.keyboard.press('Enter');
  await expect(moderator).toHaveURL(/\/en\/moderation\/\d+$/);
  await expect(moderator.getByTestId('target-listing')).toContainText(title);
  await expect(moderator.getByTestId('case-reports')).toContainText(note);
  const noOverflow = await moderator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noOverflow).toBe(true);

  const hide = moderator.getByTestId('decide-hide');
  // Without a reason the form is refused with its message.
  await hide.getByRole('button', { name: 'Hide' }).focus();
  await moderator.keyboard.press('Enter');
  await expect(hide.getByRole('alert')).toContainText('Give the reason for the decision.');

  const reason = 'Asks for a prepayment to a card';
  await moderator.getByTestId('decide-hide').getByLabel('Reason').focus();
  await moderator.keyboard.type(reason);
  await moderator.keyboard.press('Tab');
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByText('The decision is saved')).toBeVisible();
  await expect(moderator.getByTestId('case-status')).toHaveText('Decided');
  await expect(moderator.getByTestId('case-decision')).toContainText(reason);
  await expect(moderator.getByTestId('decide-hide')).toHaveCount(0);
  await expect(moderator.getByTestId('audit-log')).toContainText(`Moderator_${suffix}`);

  // The owner's page says it is hidden, with the reason; everyone else sees the banner, not the listing.
  const page = `/en/product/${product.id}`;
  await seller.goto(page);
  await expect(seller.getByTestId('hidden-reason')).toContainText(reason);
  await buyer.goto(page);
  await expect(buyer.getByTestId('gone-banner')).toBeVisible();
  await expect(buyer.getByTestId('product-title')).toHaveCount(0);
  await expect(buyer.getByTestId('hidden-reason')).toHaveCount(0);

  // The owner fixes the description and asks for review, once.
  await seller.goto(`${page}/edit`);
  await hydrated(seller);
  await seller.getByLabel('Description', { exact: true }).fill('Honest description: payment on delivery only, no prepayment.');
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller).toHaveURL(new RegExp(`${page}$`));
  await seller.getByTestId('ask-review').getByRole('button').click();
  await expect(seller.getByTestId('review-asked')).toBeVisible();
  await expect(seller.getByTestId('ask-review')).toHaveCount(0);

  // The moderator finds the request in the queue and restores the listing.
  await moderator.goto('/en/moderation');
  const asked = moderator.getByTestId('queue-row').filter({ hasText: title });
  await expect(asked).toContainText('The owner asked for review');
  await asked.getByTestId('open-case').click();
  await expect(moderator.getByTestId('target-listing')).toContainText('payment on delivery only');
  await moderator.getByTestId('decide-restore').getByRole('button').click();
  await expect(moderator.getByText('The decision is saved')).toBeVisible();
  await expect(moderator.getByTestId('audit-log')).toContainText('restored');

  // Back for everyone, without the banner.
  await buyer.goto(page);
  await expect(buyer.getByTestId('product-title')).toHaveText(title);
  await expect(buyer.getByTestId('gone-banner')).toHaveCount(0);
  await seller.goto(page);
  await expect(seller.getByTestId('gone-banner')).toHaveCount(0);
});

test('a case decided by another moderator meanwhile says so instead of failing', async ({ page: first, browser }) => {
  test.setTimeout(90_000);
  const second = await newPerson(browser);
  const seller = await newPerson(browser);
  const buyer = await newPerson(browser);
  const suffix = newPhoneDigits().slice(-5);
  await registerViaApi(seller, `Egasi_${suffix}`);
  await registerViaApi(buyer, `Shikoyatchi_${suffix}`);
  const product = await createProduct(seller.request, { title: `Stol ${suffix}`, category: 'furniture', district: 'Yunusobod tumani', price: '300000' });
  const reported = await buyer.request.post('/api/reports/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { target_type: 'listing', target_id: product.id, reason: 'spam' },
  });
  expect(reported.status()).toBe(201);
  for (const [person, name] of [
    [first, `ModA_${suffix}`],
    [second, `ModB_${suffix}`],
  ] as const)
    await makeModerator((await registerViaApi(person, name)).digits);

  await first.goto('/en/moderation?target_type=listing');
  await first
    .getByTestId('queue-row')
    .filter({ hasText: `Stol ${suffix}` })
    .getByTestId('open-case')
    .click();
  const caseUrl = first.url();
  await second.goto(caseUrl);
  await second.getByTestId('decide-dismiss').getByRole('button').click();
  await expect(second.getByText('The decision is saved')).toBeVisible();

  await first.getByTestId('decide-warn').getByRole('button').click();
  await expect(first.getByTestId('already-decided')).toHaveText('Already decided by another moderator');
});
