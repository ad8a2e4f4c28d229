import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createProduct, expect, hydrated, makeModerator, newPerson, newPhoneDigits, openComments, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 23: Report inside the islands. A signed-in buyer reports another user's comment from the
 * comments' menu by keyboard (in Russian) and a chat message of the other person (in English)
 * through the same dialog: the refusals beside their fields, the thanks, the focus back on the
 * entry; their own reply and their own messages have no Report; both reports are in the
 * profile's "My reports". A comment a moderator hid reaches its author greyed, with the reason.
 * The dialog fits a 360 px screen and has no serious accessibility violations. Screenshots go to
 * test-results/screenshots/.
 */

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const suffix = () => newPhoneDigits().slice(-5);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

/** A seller's product with another user's comment on it; the buyer (`page`, signed in) has replied to it. */
async function commentedProduct(page: Page, browser: Parameters<typeof newPerson>[0]) {
  const seller = await newPerson(browser);
  const commenter = await newPerson(browser);
  const id = suffix();
  await registerViaApi(seller, `Sotuvchi_${id}`);
  await registerViaApi(commenter, `Izohchi_${id}`);
  const product = await createProduct(seller.request, { title: `Divan ${id}`, category: 'phones', district: 'Chilonzor tumani', price: '700000' });
  const text = `Bu eʼlon yolgʻon, pulni oldindan soʻrayapti ${id}`;
  const commented = await commenter.request.post(`/api/products/api/products/${product.id}/comments/`, { headers: SAME_ORIGIN, data: { text } });
  expect(commented.status()).toBe(201);
  const comment = (await commented.json()) as { id: number };
  await registerViaApi(page, `Xaridor_${id}`);
  const replied = await page.request.post(`/api/products/api/comments/${comment.id}/replies/`, {
    headers: SAME_ORIGIN,
    data: { text: 'Menga ham shunday yozdi.' },
  });
  expect(replied.status()).toBe(201);
  return { seller, commenter, product, comment, text, id };
}

test('a buyer reports a comment by keyboard in Russian and a chat message in English; their own reply has no Report; both are in My reports; the hidden comment reaches its author with the reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { seller, commenter, product, comment, text, id } = await commentedProduct(page, browser);
  const errors = watchErrors(page);

  // The comments' menu, by keyboard: Report opens the dialog on the first reason; Escape gives the focus back to the menu.
  const comments = await openComments(page, `/ru/product/${product.id}`);
  const theirs = comments.getByTestId('comment').filter({ hasText: text });
  const menuButton = theirs.getByRole('button', { name: 'Действия с комментарием' }).first();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Пожаловаться' })).toBeFocused();
  await expect(page.getByRole('menuitem')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Пожаловаться на комментарий' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Мошенничество или просьба о предоплате' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Sent without a reason: refused beside the reasons, the focus on them.
  const reportItem = page.getByRole('menuitem', { name: 'Пожаловаться' });
  await page.keyboard.press('Enter');
  await expect(reportItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Выберите причину жалобы.')).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await expect(dialog.getByRole('radio').first()).toHaveAccessibleDescription('Выберите причину жалобы.');

  // Space chooses the first reason; a note; Tab past Cancel to Send; the thanks replace the form.
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Мошенничество или просьба о предоплате' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Комментарий' })).toBeFocused();
  await page.keyboard.type('Просит предоплату на карту');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('report-thanks')).toHaveText('Спасибо, мы проверим.');
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  await shot(page, 'report-thanks-comment-ru-1280');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Again: already reported, said in the dialog.
  await page.keyboard.press('Enter');
  await expect(reportItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog.getByTestId('report-error')).toContainText('Вы уже сообщили об этом');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);

  // The buyer's own reply: its menu edits and deletes, no Report.
  await theirs.getByTestId('replies-toggle').click();
  const reply = theirs.getByTestId('reply').filter({ hasText: 'Menga ham shunday yozdi.' });
  await reply.getByRole('button', { name: 'Действия с комментарием' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Редактировать', 'Удалить']);
  await page.keyboard.press('Escape');

  // The chat, in English: the other person's message has Report, the buyer's own has none.
  const room = (await (await page.request.post('/api/chats/', { headers: SAME_ORIGIN, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
    id: number;
  };
  expect((await page.request.post(`/api/chats/${room.id}/messages/`, { headers: SAME_ORIGIN, data: { content: 'Is it still for sale?' } })).status()).toBe(201);
  const sent = await seller.request.post(`/api/chats/${room.id}/messages/`, { headers: SAME_ORIGIN, data: { content: 'Yes. Send 50% first to my card.' } });
  expect(sent.status()).toBe(201);
  const message = (await sent.json()) as { id: number };
  await page.goto(`/en/chat/${room.id}`);
  await hydrated(page);
  const conversation = page.getByTestId('conversation');
  const own = conversation.getByTestId('chat-message').filter({ hasText: 'Is it still for sale?' });
  const other = conversation.getByTestId('chat-message').filter({ hasText: 'Send 50% first' });
  await expect(own.getByTestId('chat-report')).toHaveCount(0);
  const flag = other.getByRole('button', { name: 'Report this message' });
  await flag.focus();
  await expect(flag).toHaveCSS('opacity', '1');
  await shot(page, 'report-flag-chat-en-1280');
  await page.keyboard.press('Enter');
  const chatDialog = page.getByRole('dialog', { name: 'Report this message' });
  await expect(chatDialog.getByRole('radio', { name: 'Scam or a prepayment request' })).toBeFocused();
  await shot(page, 'report-dialog-chat-en-1280');

  // "Something else" needs a note: refused beside it, the focus on it.
  await chatDialog.getByRole('radio', { name: 'Something else' }).check();
  await chatDialog.getByRole('button', { name: 'Send the report' }).click();
  const note = chatDialog.getByRole('textbox', { name: 'A note' });
  await expect(chatDialog.getByText('Say briefly what happened.')).toBeVisible();
  await expect(note).toBeFocused();
  await page.keyboard.type('Asks for half the price in advance');
  // Sending… while the answer is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reports/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Enter'); // a new line in the note, not a send
  await chatDialog.getByRole('button', { name: 'Send the report' }).click();
  await expect(chatDialog.getByTestId('report-send')).toHaveText('Sending…');
  release();
  await expect(chatDialog.getByTestId('report-thanks')).toHaveText('Thanks, we will look.');
  await page.unroute('**/api/reports/**');
  await chatDialog.getByRole('button', { name: 'Close' }).click();
  await expect(chatDialog).toHaveCount(0);
  await expect(flag).toBeFocused();

  // Both reports are open in the profile.
  await page.goto('/en/myprofile');
  for (const target of [`comment:${comment.id}`, `message:${message.id}`]) {
    const row = page.getByTestId('my-reports').locator(`[data-testid="my-report"][data-target="${target}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('my-report-status')).toHaveText('Open');
  }
  // The browser logs the three refusals asked for above (no reason, already reported, no note); nothing else.
  expect(errors.filter((each) => !/^Failed to load resource: the server responded with a status of (400|409) /.test(each))).toEqual([]);
  expect(errors).toHaveLength(3);

  // A moderator hides the comment: its author sees it greyed with the reason; the buyer no longer sees it.
  const moderator = await newPerson(browser);
  await makeModerator((await registerViaApi(moderator, `Moderator_${id}`)).digits);
  const queue = (await (await moderator.request.get('/api/moderation/cases/?target_type=comment')).json()) as {
    results: Array<{ id: number; target_id: number }>;
  };
  const reported = queue.results.find((each) => each.target_id === comment.id)!;
  const reason = 'Accuses without proof';
  expect(
    (await moderator.request.post(`/api/moderation/cases/${reported.id}/decision/`, { headers: SAME_ORIGIN, data: { decision: 'hide', reason } })).status(),
  ).toBe(200);
  const authorErrors = watchErrors(commenter);
  const authorView = await openComments(commenter, `/en/product/${product.id}`);
  const hidden = authorView.getByTestId('comment').filter({ hasText: text });
  await expect(hidden.getByTestId('comment-hidden')).toHaveText(`Hidden by a moderator; only you see it. Reason: ${reason}`);
  await expect(hidden.getByTestId('comment-text').first()).toHaveClass(/text-slate-500/);
  await hidden.scrollIntoViewIfNeeded();
  await shot(commenter, 'comment-hidden-en-1280');
  expect(authorErrors).toEqual([]);
  const buyerView = await openComments(page, `/ru/product/${product.id}`);
  await expect(buyerView.getByText(text)).toHaveCount(0);
  for (const person of [seller, commenter, moderator]) await person.close();
});

test('the comment’s report dialog fits a 360 px screen, in Uzbek', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = watchErrors(page);
  const { seller, commenter, product, text } = await commentedProduct(page, browser);
  await seller.close();
  await commenter.close();
  const comments = await openComments(page, `/product/${product.id}`);
  await comments.getByTestId('comment').filter({ hasText: text }).getByRole('button', { name: 'Izoh amallari' }).first().click();
  await page.getByRole('menuitem', { name: 'Shikoyat qilish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Izoh ustidan shikoyat' });
  await expect(dialog.getByRole('radio', { name: 'Firibgarlik yoki oldindan toʻlov soʻrash' })).toBeFocused();
  await dialog.getByRole('textbox').fill('y'.repeat(120));
  for (const part of [dialog, dialog.getByRole('button', { name: 'Shikoyatni yuborish' }), dialog.getByRole('button', { name: 'Bekor qilish' })]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // In sight as it opens: no scrolling to find Send.
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await dialog.getByRole('textbox').fill('');
  await page.getByRole('radio', { name: 'Firibgarlik yoki oldindan toʻlov soʻrash' }).focus();
  await shot(page, 'report-dialog-comment-uz-360');
  // Open, with a refusal beside the note: nothing serious for axe.
  await dialog.getByRole('radio', { name: 'Boshqa sabab' }).check();
  await dialog.getByRole('button', { name: 'Shikoyatni yuborish' }).click();
  await expect(dialog.getByText('Nima boʻlganini qisqacha yozing.')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  // A click beside the sheet closes it.
  await page.mouse.click(180, 20);
  await expect(dialog).toHaveCount(0);
  // The one refusal asked for above is all the browser logs.
  expect(errors).toEqual([expect.stringMatching(/^Failed to load resource: the server responded with a status of 400 /)]);
});

test('when the dialog’s code cannot be fetched (offline), a notice says so and the focus stays on the menu', async ({ page, browser }) => {
  const { seller, commenter, product, text } = await commentedProduct(page, browser);
  await seller.close();
  await commenter.close();
  const comments = await openComments(page, `/en/product/${product.id}`);
  const menuButton = comments.getByTestId('comment').filter({ hasText: text }).getByRole('button', { name: 'Comment actions' }).first();
  await page.route('**/_astro/ReportDialog.*.js', (route) => route.abort());
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await expect(page.getByText('The report could not be sent. Please try again.')).toBeVisible();
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
