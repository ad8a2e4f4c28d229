import { createProduct, expect, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 23: the block list in the profile. Someone the seller blocked in a chat is listed there
 * (their name links to their page) and unblocked with the keyboard; the list then says nobody is
 * blocked, and the chat says so too.
 */
/** API writes from the test itself, as the browser marks a same-site fetch. */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

test('a seller sees whom they blocked in their profile and unblocks them from there, keyboard only', async ({ page, browser }) => {
  const buyer = await newPerson(browser);
  const buyerName = `Bezovta${newPhoneDigits()}`;
  await registerViaApi(buyer, buyerName);
  await registerViaApi(page, `Sotuvchi${newPhoneDigits()}`);
  const errors = watchErrors(page);
  const product = await createProduct(page.request, {
    title: `Blok ${newPhoneDigits().slice(-5)}`,
    category: 'phones',
    district: 'Chilonzor tumani',
    price: '700000',
  });
  const room = (await (await buyer.request.post('/api/chats/', { headers: SAME_SITE, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
    id: number;
  };
  await buyer.close();
  expect(room.id).toBeGreaterThan(0);

  await page.goto('/ru/myprofile');
  const section = page.getByTestId('blocked-people');
  await expect(section).toContainText('Вы никого не заблокировали.');
  expect((await page.request.post(`/api/chats/${room.id}/block/`, { headers: SAME_SITE })).ok()).toBe(true);

  await page.reload();
  const person = section.getByTestId('blocked-person');
  await expect(person).toHaveCount(1);
  await expect(person.getByRole('link', { name: buyerName })).toBeVisible();
  const unblock = person.getByRole('button', { name: `Разблокировать: ${buyerName}` });
  await unblock.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Разблокировано.').first()).toBeVisible();
  await expect(section.getByTestId('blocked-person')).toHaveCount(0);
  await expect(section).toContainText('Вы никого не заблокировали.');
  const chat = (await (await page.request.get(`/api/chats/${room.id}/`)).json()) as { chat: { blocked_by_me: boolean } };
  expect(chat.chat.blocked_by_me).toBe(false);
  expect(errors).toEqual([]);
});
