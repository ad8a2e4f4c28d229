import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';
import { startFakeTelegram, telegramUpdates, type FakeTelegram } from '../fixtures/fake-telegram.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { TEST_DB } from '../fixtures/test-app.ts';

/**
 * Telegram in the built server (`npm run build` first), as a person meets it: the profile's
 * Connect and Disconnect forms, the bot's /start through the webhook, the language they read the
 * site in kept for what the bot tells them, and a notice delivered by the job queue.
 */
const SECRET = 'built-webhook-secret';
let fake: FakeTelegram;
let built: Awaited<ReturnType<typeof startBuiltApp>>;
let base: string;
let seller: RegisteredUser;

beforeAll(async () => {
  fake = await startFakeTelegram();
  built = await startBuiltApp({
    env: { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_BOT_USERNAME: 'bozor_test_bot', TELEGRAM_API_URL: fake.url, TELEGRAM_WEBHOOK_SECRET: SECRET },
  });
  base = built.servers[0]!.base;
  seller = await registerUser(built);
}, 180_000);
afterAll(async () => {
  await built?.close();
  await fake?.close();
});

const page = (path: string, user: RegisteredUser, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      Cookie: user.cookie,
      'X-Forwarded-For': '203.0.113.10',
      ...(init.method === 'POST' && { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' }),
      ...init.headers,
    },
  });

describe(`Telegram in the built server on ${TEST_DB}`, () => {
  it('connects from the profile’s form, speaks the language the site is read in, and disconnects back to the profile', async () => {
    expect((await fake.waitForCalls((call) => call.method === 'setWebhook'))[0]!.params).toMatchObject({
      url: `${base}/api/telegram/webhook`,
      secret_token: SECRET,
    });

    const connect = await page('/telegram/connect', seller, { method: 'POST', body: 'lang=en' });
    expect(connect.status).toBe(303);
    const location = connect.headers.get('location')!;
    expect(location).toMatch(/^https:\/\/t\.me\/bozor_test_bot\?start=[A-Za-z0-9_-]{43}$/);
    const chat = 900_000_001;
    const update = await built.request('/api/telegram/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(telegramUpdates.text(chat, `/start ${new URL(location).searchParams.get('start')}`, { username: 'sotuvchi' })),
    });
    expect(update.status).toBe(200);
    expect(String(fake.delivered(chat)[0]!.params.text)).toContain('hisobingiz ulandi');

    // Reading the site in Russian: what the bot says next is in Russian.
    expect((await page('/ru/', seller)).status).toBe(200);
    const buyer = await registerUser(built);
    const product = await createProduct(built, seller, (await productCategories(built))[0]!.id, { title: 'Eski divan' });
    await answerOf(await callAs(built, 'POST', `/api/products/api/products/${product.id}/comments/`, buyer, { text: 'Hali sotuvdami?' }), 201);
    const [told] = await fake.waitForCalls(
      (call) => String(call.params.chat_id) === String(chat) && String(call.params.text).includes('Eski divan'),
      1,
      10_000,
    );
    expect(told!.params.text).toBe(`${buyer.username} прокомментировал(а) ваше объявление «Eski divan».`);
    expect(told!.params.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Открыть на Bozor', url: `${base}/ru/product/${product.id}#comments` }]] });

    const disconnect = await page('/telegram/disconnect', seller, { method: 'POST', body: 'lang=ru' });
    expect(disconnect.status).toBe(303);
    expect(disconnect.headers.get('location')).toBe('/ru/myprofile#notifications');
    expect(disconnect.headers.get('set-cookie')).toContain('bozor_flash=telegram_unlinked');
    expect((await answerOf<{ linked: boolean }>(await callAs(built, 'GET', '/api/telegram/link/', seller), 200)).linked).toBe(false);
    expect(String(fake.callsTo(chat).at(-1)!.params.text)).toContain('Отключено');
  });

  it('sends a signed-out form to the login page and refuses forms from other sites', async () => {
    const signedOut = await fetch(`${base}/telegram/connect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/en/login?redirect=${encodeURIComponent('/en/myprofile#notifications')}`);
    const foreign = await page('/telegram/connect', seller, { method: 'POST', body: 'lang=en', headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
