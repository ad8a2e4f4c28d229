import path from 'node:path';
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/** A picture of one colour, as a file for an upload. */
async function picture(color: string, name = 'photo.png') {
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
      .png()
      .toBuffer(),
  };
}

/** A product of the request context's signed-in user. */
async function createProduct(request: APIRequestContext, title: string): Promise<{ id: number }> {
  const categories = (await (await request.get('/api/products/api/categories')).json()) as Array<{ id: number; slug: string }>;
  const response = await request.post('/api/products/api/products/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    multipart: {
      title,
      description: 'Yaxshi holatda, qutisi bor.',
      price: '2500000',
      condition: 'used',
      category_id: String(categories.find((category) => category.slug === 'phones')!.id),
      images: await picture('#0ea5e9'),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Lets people send again at once: moves the chat send counters (20 in 10 s) back in the server's database. */
async function resetSendLimits(): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  try {
    db.prepare("update rate_limits set window_start = window_start - 60000 where key like 'chat:send:%'").run();
  } finally {
    db.close();
  }
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

test('a buyer in Russian messages a seller in Uzbek about a product: text and picture, the unread badge, a live reply and the safety warning', async ({
  page: buyer,
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser);
  const sellerName = `Sotuvchi_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(seller, sellerName);
  const title = `iPhone 13 ${newPhoneDigits().slice(-5)}`;
  const product = await createProduct(seller.request, title);
  await seller.goto('/');
  await expect(seller.getByTestId('header-chat-unread')).toBeHidden();

  // The owner has no button; a visitor signed out is sent to log in and back to it.
  await seller.goto(`/product/${product.id}`);
  await expect(seller.getByTestId('message-seller')).toHaveCount(0);
  await buyer.goto(`/ru/product/${product.id}`);
  await buyer.getByRole('link', { name: 'Написать продавцу' }).click();
  await expect(buyer).toHaveURL(`/ru/login?redirect=${encodeURIComponent(`/ru/product/${product.id}#message-seller`)}`);
  await seller.goto('/');

  const buyerName = `Pokupatel_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(buyer, buyerName);
  // What the server rendered is what the island renders first: React would complain otherwise.
  const complaints: string[] = [];
  for (const page of [buyer, seller]) page.on('console', (message) => message.type() === 'error' && complaints.push(message.text()));
  await buyer.goto(`/ru/product/${product.id}`);
  await shot(buyer, 'product-message-seller-ru-1280');
  await buyer.getByRole('button', { name: 'Написать продавцу' }).click();
  await expect(buyer).toHaveURL(/\/ru\/chat\/\d+$/);
  await expect(buyer.getByText('Чат создан')).toBeVisible();
  await hydrated(buyer);
  const conversation = buyer.getByTestId('conversation');
  await expect(conversation.getByRole('heading', { name: sellerName })).toBeVisible();
  await expect(conversation.getByTestId('chat-listing')).toContainText(title);
  await expect(conversation.getByTestId('chat-status')).toHaveText('Подключено');

  // The send button waits for text; Enter sends, Shift+Enter is a new line.
  const box = conversation.getByLabel('Сообщение', { exact: true });
  await expect(conversation.getByTestId('chat-send')).toBeDisabled();
  await box.fill('Здравствуйте!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Телефон ещё продаётся?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(conversation.getByTestId('chat-message').filter({ hasText: 'Телефон ещё продаётся?' })).toHaveAttribute('data-own', 'true');
  await expect(conversation.getByTestId('chat-pending')).toHaveCount(0);

  // A picture: previewed, removable, then sent.
  await conversation.getByTestId('chat-file').setInputFiles(await picture('#f97316', 'phone.png'));
  await expect(conversation.getByTestId('chat-attachment')).toContainText('phone.png');
  await conversation.getByRole('button', { name: 'Убрать файл' }).click();
  await expect(conversation.getByTestId('chat-attachment')).toHaveCount(0);
  await conversation.getByTestId('chat-file').setInputFiles(await picture('#f97316', 'phone.png'));
  await conversation.getByTestId('chat-send').click();
  await expect(conversation.getByTestId('chat-image')).toHaveCount(1);
  await expect(conversation.getByTestId('chat-attachment')).toHaveCount(0);

  // The seller, on another page, sees the count in the header without reloading.
  await expect(seller.getByTestId('header-chat-unread')).toHaveText('2');
  await expect(seller.getByTestId('header-chat')).toHaveAttribute('aria-label', 'Chat 2 (oʻqilmagan xabarlar)');
  await seller.getByTestId('header-chat').click();
  await expect(seller).toHaveURL(/\/chat$/);
  await hydrated(seller);
  await expect(seller.getByTestId('chat-empty-selection')).toHaveText('Yozishni boshlash uchun suhbatni tanlang');
  const room = seller.getByTestId('chat-room').filter({ hasText: buyerName });
  await expect(room).toContainText(title);
  await expect(room).toContainText('Rasm');
  await expect(room.getByTestId('chat-room-unread')).toContainText('2');
  await shot(seller, 'chat-list-1280');
  // The list follows live: another message counts and moves up.
  await box.fill('Можно сегодня посмотреть?');
  await box.press('Enter');
  await expect(room.getByTestId('chat-room-unread')).toContainText('3');
  await expect(room).toContainText('Можно сегодня посмотреть?');
  await expect(seller.getByTestId('header-chat-unread')).toHaveText('3');
  await room.click();
  await expect(seller).toHaveURL(/\/chat\/\d+$/);
  await hydrated(seller);
  await expect(seller.getByTestId('header-chat-unread')).toBeHidden();
  const sellerView = seller.getByTestId('conversation');
  await expect(sellerView.getByTestId('chat-message').filter({ hasText: 'Телефон ещё продаётся?' })).toHaveAttribute('data-own', 'false');
  await expect(sellerView.getByTestId('chat-image')).toHaveCount(1);
  await expect(sellerView.getByTestId('chat-status')).toHaveText('Ulangan');
  await sellerView.getByLabel('Xabar', { exact: true }).fill('Ha, sotuvda. Qoʻngʻiroq qiling: +998 90 123 45 67');
  await sellerView.getByTestId('chat-send').click();

  // The buyer sees the reply live, with the warning under it, and the list follows.
  const reply = conversation.getByTestId('chat-message').filter({ hasText: 'Ha, sotuvda.' });
  await expect(reply).toHaveAttribute('data-own', 'false');
  await expect(conversation.getByTestId('chat-safety')).toHaveText('Никогда не платите заранее; встречайтесь в людном месте.');
  await expect(buyer.getByTestId('chat-room').first()).toContainText('Ha, sotuvda.');
  await expect(sellerView.getByTestId('chat-safety')).toHaveCount(0);

  // The picture opens larger and Escape closes it.
  await conversation.getByTestId('chat-image').click();
  await expect(buyer.getByRole('dialog')).toBeVisible();
  await buyer.keyboard.press('Escape');
  await expect(buyer.getByRole('dialog')).toBeHidden();
  await shot(buyer, 'chat-both-panes-ru-1280');
  await shot(seller, 'chat-both-panes-uz-1280');

  // On a phone: the list alone, then the conversation alone with a way back.
  await seller.setViewportSize({ width: 375, height: 780 });
  await expect(seller.getByTestId('chat-list')).toBeHidden();
  await expect(sellerView).toBeVisible();
  await expect(seller.getByRole('banner')).toBeHidden();
  expect(await seller.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(seller, 'chat-conversation-375');
  await seller.getByTestId('chat-back').click();
  await expect(seller).toHaveURL(/\/chat$/);
  await expect(seller.getByTestId('chat-list')).toBeVisible();
  await expect(seller.getByTestId('chat-empty-selection')).toBeHidden();
  await expect(seller.getByRole('banner')).toBeVisible();
  await shot(seller, 'chat-list-375');
  expect(complaints).toEqual([]);
  await seller.close();
});

test('in English, blocking stops the other side from writing, and a chat is deleted after a confirmation', async ({ page: buyer, browser }) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser);
  const sellerName = `Seller_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(seller, sellerName);
  const product = await createProduct(seller.request, `Pixel 8 ${newPhoneDigits().slice(-5)}`);
  await registerViaApi(buyer, `Buyer_${newPhoneDigits().slice(-5)}`);
  const write = { headers: { 'Sec-Fetch-Site': 'same-origin' } };
  const roomId = (
    (await (await buyer.request.post('/api/chats/', { ...write, data: { listing_kind: 'product', listing_id: product.id } })).json()) as { id: number }
  ).id;
  await buyer.request.post(`/api/chats/${roomId}/messages/`, { ...write, data: { content: 'Is it still available?' } });

  await seller.goto(`/en/chat/${roomId}`);
  await hydrated(seller);
  await seller.getByRole('button', { name: 'Block' }).click();
  await expect(seller.getByTestId('chat-blocked')).toContainText('You have blocked');
  await expect(seller.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await buyer.goto(`/en/chat/${roomId}`);
  await hydrated(buyer);
  await expect(buyer.getByTestId('chat-blocked')).toHaveText(`${sellerName} has blocked you: you cannot send messages in this chat.`);
  await expect(buyer.getByLabel('Message', { exact: true })).toBeDisabled();

  await seller.getByRole('button', { name: 'Unblock' }).click();
  await expect(seller.getByTestId('chat-blocked')).toHaveCount(0);
  await buyer.reload();
  await hydrated(buyer);
  const box = buyer.getByLabel('Message', { exact: true });
  await expect(box).toBeEnabled();

  // A file over 5 MB is refused when chosen; an emoji goes where the caret is; Escape closes the grid.
  await buyer
    .getByTestId('chat-file')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([(await picture('#111111')).buffer, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(buyer.getByRole('alert')).toHaveText('File size should be less than 5MB');
  await expect(buyer.getByTestId('chat-attachment')).toHaveCount(0);
  await box.fill('Thanks ');
  await buyer.getByRole('button', { name: 'Insert an emoji' }).click();
  await shot(buyer, 'chat-emoji-1280');
  await buyer.getByRole('button', { name: '👍' }).click();
  await expect(box).toHaveValue('Thanks 👍');
  // With the keyboard alone: from the box back to the toggle, into the grid, an emoji, and Escape.
  await box.focus();
  await buyer.keyboard.press('Shift+Tab');
  await expect(buyer.getByRole('button', { name: 'Insert an emoji' })).toBeFocused();
  await buyer.keyboard.press('Enter');
  await expect(buyer.getByRole('button', { name: '😀' })).toBeFocused();
  await buyer.keyboard.press('Tab');
  await buyer.keyboard.press('Enter');
  await expect(box).toHaveValue('Thanks 👍😂');
  await expect(box).toBeFocused();
  await box.fill('Thanks 👍');
  await buyer.getByRole('button', { name: 'Insert an emoji' }).click();
  await buyer.keyboard.press('Escape');
  await expect(buyer.getByRole('group', { name: 'Emoji' })).toBeHidden();
  await expect(buyer.getByRole('button', { name: 'Insert an emoji' })).toBeFocused();
  await box.press('Enter');
  await expect(seller.getByTestId('chat-message').filter({ hasText: 'Thanks 👍' })).toBeVisible();

  // The start form refuses one's own listing and a missing one, in words.
  const origin = new URL(seller.url()).origin;
  const own = await seller.request.post('/en/chat/start', { headers: { Origin: origin }, form: { listing_kind: 'product', listing_id: String(product.id) } });
  expect(own.status()).toBe(400);
  expect(await own.text()).toContain('You cannot start a chat with yourself');
  const missing = await buyer.request.post('/en/chat/start', {
    headers: { Origin: origin },
    form: { listing_kind: 'service', listing_id: String(product.id) },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toContain('There is no such listing.');

  // Someone else's room, or none, is a page not found.
  const stranger = await newPerson(browser);
  await registerViaApi(stranger, `Stranger_${newPhoneDigits().slice(-5)}`);
  expect((await stranger.request.get(`/en/chat/${roomId}`)).status()).toBe(404);
  expect((await stranger.request.get('/chat/999999999')).status()).toBe(404);
  // On a phone the page not found keeps the header (only an open conversation hides it).
  await stranger.setViewportSize({ width: 360, height: 740 });
  await stranger.goto(`/en/chat/${roomId}`);
  await expect(stranger.getByRole('banner')).toBeVisible();
  await stranger.close();

  // Delete: Escape keeps the chat, the confirmation deletes it and goes back to the list.
  await buyer.getByRole('button', { name: 'Delete chat' }).click();
  await expect(buyer.getByRole('dialog')).toContainText('Delete this chat?');
  await buyer.keyboard.press('Escape');
  await expect(buyer.getByRole('dialog')).toBeHidden();
  await buyer.getByRole('button', { name: 'Delete chat' }).click();
  await shot(buyer, 'chat-delete-1280');
  await buyer.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(buyer).toHaveURL(/\/en\/chat$/);
  await expect(buyer.getByText('Chat deleted successfully')).toBeVisible();
  await expect(buyer.getByTestId('chat-list')).toContainText('No chats found');
  await seller.close();
});

test('a message typed while the socket is down is shown pending and delivered after the reconnect', async ({ page: buyer, browser }) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Usta_${newPhoneDigits().slice(-5)}`);
  const product = await createProduct(seller.request, `Samsung A54 ${newPhoneDigits().slice(-5)}`);
  await registerViaApi(buyer, `Mijoz_${newPhoneDigits().slice(-5)}`);
  const created = await buyer.request.post('/api/chats/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { listing_kind: 'product', listing_id: product.id },
  });
  expect(created.status()).toBe(201);
  const roomId = ((await created.json()) as { id: number }).id;

  // The room socket goes through the test: it can drop it and refuse new ones, as a restarting server would.
  let down = false;
  let current: WebSocketRoute | null = null;
  await buyer.routeWebSocket(/\/ws\/chat\//, (ws) => {
    if (down) {
      void ws.close({ code: 1012, reason: 'restarting' });
      return;
    }
    current = ws;
    ws.connectToServer();
  });
  await buyer.goto(`/chat/${roomId}`);
  await hydrated(buyer);
  const conversation = buyer.getByTestId('conversation');
  await expect(conversation.getByTestId('chat-status')).toHaveText('Ulangan');

  down = true;
  await current!.close({ code: 1012, reason: 'restarting' });
  await expect(conversation.getByTestId('chat-status')).toHaveText(/^Qayta ulanmoqda [1-5]\/5$/);
  await conversation.getByLabel('Xabar', { exact: true }).fill('Aloqa yoʻqligida yozilgan xabar');
  await conversation.getByLabel('Xabar', { exact: true }).press('Enter');
  const pending = conversation.getByTestId('chat-pending');
  await expect(pending).toHaveAttribute('data-state', 'queued');
  await expect(pending).toContainText('Aloqa tiklanganda yuboriladi');
  await shot(buyer, 'chat-pending-1280');

  down = false;
  await expect(conversation.getByTestId('chat-status')).toHaveText('Ulangan', { timeout: 20_000 });
  await expect(conversation.getByTestId('chat-message').filter({ hasText: 'Aloqa yoʻqligida yozilgan xabar' })).toBeVisible();
  await expect(pending).toHaveCount(0);
  // The server has it once, and the seller sees it.
  const opened = (await (await seller.request.get(`/api/chats/${roomId}/`)).json()) as { messages: Array<{ content: string }> };
  expect(opened.messages.filter((message) => message.content === 'Aloqa yoʻqligida yozilgan xabar')).toHaveLength(1);
  await seller.close();
});

test('older messages load when scrolling up, down to the first one', async ({ page: buyer, browser }) => {
  test.setTimeout(90_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Eski_${newPhoneDigits().slice(-5)}`);
  const product = await createProduct(seller.request, `Nokia 3310 ${newPhoneDigits().slice(-5)}`);
  await registerViaApi(buyer, `Tarix_${newPhoneDigits().slice(-5)}`);
  const write = { headers: { 'Sec-Fetch-Site': 'same-origin' } };
  const roomId = (
    (await (await buyer.request.post('/api/chats/', { ...write, data: { listing_kind: 'product', listing_id: product.id } })).json()) as { id: number }
  ).id;
  for (let n = 1; n <= 60; n++) {
    if (n % 20 === 1) await resetSendLimits();
    const response = await (n % 2 ? buyer : seller).request.post(`/api/chats/${roomId}/messages/`, { ...write, data: { content: `Xabar raqami ${n}` } });
    expect(response.status(), `message ${n}`).toBe(201);
  }
  await buyer.goto(`/chat/${roomId}`);
  await hydrated(buyer);
  const messages = buyer.getByTestId('chat-messages');
  await expect(messages.getByText('Xabar raqami 60', { exact: true })).toBeVisible();
  await expect(messages.getByTestId('chat-message')).toHaveCount(50);
  await messages.evaluate((element) => element.scrollTo({ top: -element.scrollHeight }));
  await expect(messages.getByText('Xabar raqami 1', { exact: true })).toBeAttached();
  await expect(messages.getByTestId('chat-message')).toHaveCount(60);
  await expect(messages.getByText('Suhbat shu yerdan boshlangan')).toBeVisible();
  await seller.close();
});

test.describe('chat without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a buyer starts a chat from a service page and sends a text and a picture with plain forms; an empty one is refused', async ({
    page: buyer,
    browser,
  }) => {
    const provider = await newPerson(browser);
    await registerViaApi(provider, `Usta_${newPhoneDigits().slice(-5)}`);
    const categories = (await (await provider.request.get('/api/services/api/categories')).json()) as Array<{ id: number }>;
    const created = await provider.request.post('/api/services/api/services/', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      multipart: {
        name: `Konditsioner taʼmiri ${newPhoneDigits().slice(-5)}`,
        description: 'Uyga chiqib taʼmirlayman.',
        category_id: String(categories[0]!.id),
        images: await picture('#22c55e'),
      },
    });
    expect(created.status()).toBe(201);
    const service = (await created.json()) as { id: number };
    await provider.close();

    await registerViaApi(buyer, `Mijoz_${newPhoneDigits().slice(-5)}`);
    await buyer.goto(`/en/service/${service.id}`);
    await buyer.getByRole('button', { name: 'Message the provider' }).click();
    await expect(buyer).toHaveURL(/\/en\/chat\/\d+\?notice=created$/);
    const conversation = buyer.getByTestId('conversation');
    await expect(conversation.getByTestId('chat-listing')).toContainText('Konditsioner taʼmiri');

    // Without a script the button is only greyed: a press sends the empty form, and the server refuses it.
    await conversation.getByTestId('chat-send').click();
    await expect(conversation.getByRole('alert')).toHaveText('Message cannot be empty.');
    await conversation.getByLabel('Message', { exact: true }).fill('Hello, can you come tomorrow?');
    await conversation.getByTestId('chat-send').click();
    await expect(conversation.getByTestId('chat-message').filter({ hasText: 'Hello, can you come tomorrow?' })).toBeVisible();
    await expect(conversation.getByLabel('Message', { exact: true })).toHaveValue('');
    await conversation.getByTestId('chat-file').setInputFiles(await picture('#a855f7', 'aircon.png'));
    await conversation.getByTestId('chat-send').click();
    await expect(conversation.getByTestId('chat-image')).toHaveCount(1);
  });
});
