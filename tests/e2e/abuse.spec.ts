import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct as createProductVia, expect, hydrated, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/** Issue 18 as a person meets it: a session that ends elsewhere, and a quota reached. */
const createProduct = (request: APIRequestContext, title: string) =>
  createProductVia(request, { title, category: 'phones', district: 'Samarqand shahri', price: '1500000' });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

test('logging out in a second tab ends the chat open in the first: it says the session ended and links to sign in again', async ({ page: buyer, browser }) => {
  test.setTimeout(60_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Sotuvchi_${newPhoneDigits().slice(-5)}`);
  const product = await createProduct(seller.request, `Redmi Note ${newPhoneDigits().slice(-5)}`);
  await registerViaApi(buyer, `Xaridor_${newPhoneDigits().slice(-5)}`);
  const created = await buyer.request.post('/api/chats/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { listing_kind: 'product', listing_id: product.id },
  });
  expect(created.status()).toBe(201);
  const roomId = ((await created.json()) as { id: number }).id;

  await buyer.setViewportSize({ width: 360, height: 740 });
  await buyer.goto(`/en/chat/${roomId}`);
  await hydrated(buyer);
  const conversation = buyer.getByTestId('conversation');
  await expect(conversation.getByTestId('chat-status')).toHaveText('Connected');

  // The same browser, another tab: the account menu's Log out.
  const second = await buyer.context().newPage();
  await second.goto('/en/');
  await second.getByRole('button', { name: /Account menu/ }).click();
  await second.getByRole('button', { name: 'Log out' }).click();
  await expect(second).toHaveURL(/\/en\/login$/);

  await expect(conversation.getByTestId('chat-status')).toHaveText('Your session ended');
  const signIn = conversation.getByRole('link', { name: 'Sign in again' });
  await expect(signIn).toBeVisible();
  await shot(buyer, 'chat-session-ended-en-360');
  await signIn.click();
  await expect(buyer).toHaveURL(new RegExp(`/en/login\\?redirect=${encodeURIComponent(`/en/chat/${roomId}`)}`));
  await second.close();
  await seller.close();
});

test('a new account past its first-week listing quota is told in its language how long to wait, and nothing is published', async ({ page }) => {
  test.setTimeout(90_000);
  await registerViaApi(page, `Dokon_${newPhoneDigits().slice(-5)}`);
  for (let index = 0; index < 10; index++) await createProduct(page.request, `Telefon ${index} ${newPhoneDigits().slice(-5)}`);

  await page.goto('/ru/new-product');
  await hydrated(page);
  await page.getByLabel('Название', { exact: true }).fill('Одиннадцатое объявление');
  await page.getByLabel('Описание', { exact: true }).fill('Новый, в упаковке.');
  await page.getByLabel('Цена, сум').fill('990000');
  await page.getByLabel('Категория').selectOption({ label: 'Телефоны и аксессуары' });
  await page.getByLabel('Б/у').check();
  await page.getByLabel('Добавить фото').setInputFiles([await picture('#22c55e')]);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Нельзя разместить больше 10 объявлений в день\. Попробуйте через \d+ (ч|мин)\./ })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/new-product$/);
  await shot(page, 'listing-quota-ru-1280');
  const mine = (await (await page.request.get('/api/products/api/user/products/')).json()) as { count: number };
  expect(mine.count).toBe(10);
});
