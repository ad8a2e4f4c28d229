import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startFakeTelegram, telegramUpdates, type FakeTelegram } from '../fixtures/fake-telegram.ts';
import { expect, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 25's "Done when" in the browser, with Telegram: a server of its own (this test starts it,
 * as chat-restart.spec.ts does) with a bot pointed at a local fake Bot API. A buyer connects
 * Telegram from the profile (the start link; pressing Start is the fake's update to the webhook),
 * saves a search from the list; a seller lists a matching product (and the buyer one of their own);
 * the buyer's bell and notifications tell of the seller's, and the bot sends it once with its photo
 * and price — by day. At night (22:00–08:00 Tashkent) the test checks the quiet hours instead: the
 * listing is found and nothing is sent.
 */
const PORT = Number(process.env.E2E_TELEGRAM_PORT ?? 4398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'e2e-webhook-secret';
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

async function startServer(dataDir: string, fake: FakeTelegram): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve(process.env.E2E_DIST ?? 'dist', 'server/entry.mjs')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '0',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_BOT_USERNAME: 'bozor_test_bot',
      TELEGRAM_API_URL: fake.url,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a buyer with Telegram connected saves a search; a seller lists a match; the buyer is told on the site and once in Telegram with the photo and price, never of their own listing', async ({
  page: buyer,
  browser,
}) => {
  test.setTimeout(180_000);
  const fake = await startFakeTelegram();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-e2e-telegram-'));
  const server = await startServer(dataDir, fake);
  const seller = await newPerson(browser);
  try {
    await registerViaApi(buyer, `Xaridor_${newPhoneDigits().slice(-5)}`, { origin: ORIGIN, dataDir });
    await registerViaApi(seller, `Sotuvchi_${newPhoneDigits().slice(-5)}`, { origin: ORIGIN, dataDir });

    // Connect Telegram: the profile's button opens the bot's start link in a new tab.
    await buyer.context().route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }));
    await buyer.goto(`${ORIGIN}/en/myprofile#notifications`);
    const [tab] = await Promise.all([buyer.context().waitForEvent('page', { timeout: 20_000 }), buyer.getByTestId('telegram-connect-button').click()]);
    await tab.waitForURL(/^https:\/\/t\.me\//);
    const start = new URL(tab.url());
    expect(start.origin + start.pathname).toBe('https://t.me/bozor_test_bot');
    await tab.close();
    const chat = 900_000_000 + Number(newPhoneDigits().slice(-6));
    // The buyer presses Start in the bot: Telegram posts /start <code> to the webhook.
    const update = await fetch(`${ORIGIN}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(telegramUpdates.text(chat, `/start ${start.searchParams.get('start')}`, { username: 'xaridor_tg' })),
    });
    expect(update.status).toBe(200);
    await buyer.reload();
    await expect(buyer.getByTestId('telegram-linked')).toContainText('xaridor_tg');

    // The buyer saves a search from the list, by the words, the category and a top price.
    const word = `cobalt${newPhoneDigits().slice(-5)}`;
    await buyer.goto(`${ORIGIN}/en/products?q=${word}&category=cars&max=80000000`);
    await buyer.getByTestId('save-search-button').click();
    await expect(buyer.getByTestId('save-search-saved')).toBeVisible();

    // The buyer's own Cobalt, then the seller's: only the seller's is news to the buyer.
    const categories = (await (await seller.request.get(`${ORIGIN}/api/products/api/categories`)).json()) as Array<{ id: number; slug: string }>;
    const cars = String(categories.find((category) => category.slug === 'cars')!.id);
    const image = {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer(),
    };
    const list = async (who: typeof buyer, title: string, price: string) => {
      const created = await who.request.post(`${ORIGIN}/api/products/api/products/`, {
        headers: SAME_SITE,
        multipart: { title, description: 'Yaxshi holatda, bitta egasi.', price, condition: 'used', category_id: cars, images: image },
      });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: number };
    };
    await list(buyer, `Mening ${word}im`, '70000000');
    const match = await list(seller, `Chevrolet ${word} 2021`, '78500000');

    const searches = async () =>
      ((await (await buyer.request.get(`${ORIGIN}/api/saved-searches/`)).json()) as { results: Array<{ new_count: number; last_alert_at: string | null }> })
        .results;
    const hour = (new Date().getUTCHours() + 5) % 24;
    if (hour >= 22 || hour < 8) {
      // Quiet hours: found ("1 new"), not told, neither on the site nor in Telegram.
      await expect.poll(async () => (await searches())[0]!.new_count, { timeout: 60_000 }).toBe(1);
      expect((await searches())[0]!.last_alert_at).toBeNull();
      expect(
        fake
          .callsTo(chat)
          .filter((call) => call.method === 'sendPhoto' || call.method === 'sendMessage')
          .map((call) => call.params.text ?? call.params.caption),
      ).toEqual([expect.stringContaining('is connected')]);
      return;
    }

    // By day: the bell, the notice, and one Telegram message with the photo and the price.
    await expect.poll(async () => fake.callsTo(chat, 'sendPhoto').length, { timeout: 60_000 }).toBe(1);
    const [photo] = fake.callsTo(chat, 'sendPhoto');
    expect(String(photo!.params.caption)).toContain(`Chevrolet ${word} 2021`);
    expect(String(photo!.params.caption)).toMatch(/78[\s\u00a0.,]?500[\s\u00a0.,]?000/);
    expect(String(photo!.params.caption)).not.toContain(`Mening ${word}im`);
    expect(String(photo!.params.photo)).toMatch(new RegExp(`^${ORIGIN}/.+\\.webp$`));
    await buyer.goto(`${ORIGIN}/en/notifications`);
    const notice = buyer.locator('[data-testid="notice"][data-type="saved_search"]');
    await expect(notice).toContainText(`1 new listing for your search “${word} · Cars”.`);
    await expect(buyer.getByTestId('header-bell-count')).toHaveText('1');
    await notice.getByRole('link').click();
    await expect(buyer.getByRole('link', { name: `Chevrolet ${word} 2021` })).toBeVisible();
    expect(match.id).toBeGreaterThan(0);
    // Once: another listing run of the jobs sends nothing more for it.
    await list(seller, `Boshqa narsa ${newPhoneDigits().slice(-4)}`, '1000000');
    await expect.poll(async () => (await searches())[0]!.last_alert_at).not.toBeNull();
    expect(fake.callsTo(chat, 'sendPhoto')).toHaveLength(1);
    // One click on the alert stops the search's alerts.
    await buyer.goto(`${ORIGIN}/en/notifications`);
    await notice.getByTestId('notice-unsubscribe').click();
    await expect(buyer.getByTestId('unsubscribe-done')).toContainText(word);
    expect(((await (await buyer.request.get(`${ORIGIN}/api/saved-searches/`)).json()) as { results: Array<{ frequency: string }> }).results[0]!.frequency).toBe(
      'off',
    );
  } finally {
    await seller.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
