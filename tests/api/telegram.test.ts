import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeDraft } from '../../src/lib/notice-data.ts';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { serveSockets, SocketClient, type SocketServer } from '../fixtures/chat-sockets.ts';
import { startFakeTelegram, telegramUpdates, type BotCall, type FakeTelegram } from '../fixtures/fake-telegram.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { createBotApi } from '../../src/server/telegram/bot-api.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** The Telegram channel of issue 25, against a local fake Bot API: linking, the webhook, delivery and Telegram's limits. */
const SECRET = 'test-webhook-secret';
let fake: FakeTelegram;
let app: TestApp;
let sockets: SocketServer;
let nextChat = 700_000_000;
let webhookAtStart: BotCall | undefined;

beforeAll(async () => {
  fake = await startFakeTelegram();
  app = await startTestApp({
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_BOT_USERNAME: 'bozor_test_bot',
    TELEGRAM_API_URL: fake.url,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
  sockets = await serveSockets(app.runtime.ws);
  [webhookAtStart] = await fake.waitForCalls((call) => call.method === 'setWebhook');
});
afterAll(async () => {
  await sockets.close();
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const services = () => app.runtime.services;
const telegram = () => services().telegram!;
const webhook = (update: unknown, secret: string | null = SECRET) =>
  app.request('/api/telegram/webhook?lang=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret !== null && { 'x-telegram-bot-api-secret-token': secret }) },
    body: JSON.stringify(update),
  });
const startLink = async (user: RegisteredUser) => answerOf<{ url: string; expires_at: string }>(await callAs(app, 'POST', '/api/telegram/link/', user), 201);
const codeOf = (url: string) => new URL(url).searchParams.get('start')!;
const statusOf = async (user: RegisteredUser) =>
  answerOf<{ linked: boolean; username: string | null; bot: string }>(await callAs(app, 'GET', '/api/telegram/link/', user), 200);
const textsTo = (chat: number) => fake.callsTo(chat).map((call) => String(call.params.text ?? call.params.caption ?? ''));

/** A user linked to a fresh chat through the real start link and webhook. */
async function linkedUser(locale: 'uz' | 'ru' | 'en' = 'uz'): Promise<RegisteredUser & { chat: number }> {
  const user = await registerUser(app);
  await app.runtime.database.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  const chat = ++nextChat;
  expect((await webhook(telegramUpdates.text(chat, `/start ${codeOf((await startLink(user)).url)}`, { username: `tg_${chat}` }))).status).toBe(200);
  expect(await statusOf(user)).toMatchObject({ linked: true, username: `tg_${chat}` });
  return { ...user, chat };
}

const now = () => app.clock.now().toISOString();
let keys = 0;
// Rows as they may be stored, not only as a service writes them now (a kind not known here, fewer fields than its kind
// carries): the notifier's types take only a kind's own data (lib/notice-data.ts), so the test steps past them.
const tell = (userId: number, type: string, data: Record<string, unknown>, listingId: number | null = null, dedupeKey = `test:${++keys}`) =>
  services().notifier.add([{ userId, type, listingId, data, dedupeKey } as unknown as NoticeDraft], now());
const drain = (budgetMs = 3_000) => services().deliveries.drain(budgetMs);
const telegramRows = (userId: number) =>
  app.runtime.database.db
    .selectFrom('deliveries')
    .select(['status', 'type', 'last_error'])
    .where('user_id', '=', userId)
    .where('channel', '=', 'telegram')
    .orderBy('id')
    .execute();

describe(`Telegram linking on ${TEST_DB}`, () => {
  it('points Telegram at the webhook with the secret when it starts', async () => {
    expect(webhookAtStart).toMatchObject({
      status: 200,
      params: { url: 'http://localhost:4321/api/telegram/webhook', secret_token: SECRET, allowed_updates: ['message', 'callback_query'] },
    });
  });

  it('links an account through a one-time start link and says so in the bot, in the account’s language', async () => {
    const user = await registerUser(app);
    expect(await statusOf(user)).toEqual({ linked: false, username: null, bot: 'bozor_test_bot' });
    const link = await startLink(user);
    expect(link.url).toMatch(/^https:\/\/t\.me\/bozor_test_bot\?start=[A-Za-z0-9_-]{1,64}$/);
    expect(Date.parse(link.expires_at) - app.clock.now().getTime()).toBe(10 * 60_000);
    const chat = ++nextChat;
    expect((await webhook(telegramUpdates.text(chat, `/start ${codeOf(link.url)}`, { username: 'xaridor' }))).status).toBe(200);
    expect(await statusOf(user)).toEqual({ linked: true, username: 'xaridor', bot: 'bozor_test_bot' });
    expect(textsTo(chat)).toEqual([expect.stringContaining(`Bozordagi ${user.username} hisobingiz ulandi`)]);
    for (const [method, path] of [
      ['GET', '/api/telegram/link/'],
      ['POST', '/api/telegram/link/'],
      ['DELETE', '/api/telegram/link/'],
    ] as const)
      expect((await callAs(app, method, path, null)).status).toBe(401);
  });

  it('refuses a used code, an expired code, and a made-up one', async () => {
    const user = await registerUser(app);
    const code = codeOf((await startLink(user)).url);
    const [first, second] = [++nextChat, ++nextChat];
    await webhook(telegramUpdates.text(first, `/start ${code}`));
    await webhook(telegramUpdates.text(second, `/start ${code}`, { language_code: 'en' }));
    expect(textsTo(second)).toEqual([expect.stringContaining('This link has expired or was already used')]);
    expect((await app.runtime.database.db.selectFrom('telegram_links').select('chat_id').where('user_id', '=', user.id).executeTakeFirst())?.chat_id).toBe(
      String(first),
    );

    const late = await registerUser(app);
    const lateCode = codeOf((await startLink(late)).url);
    app.clock.advance(10 * 60_000);
    const third = ++nextChat;
    await webhook(telegramUpdates.text(third, `/start ${lateCode}`, { language_code: 'ru' }));
    expect(textsTo(third)).toEqual([expect.stringContaining('Ссылка устарела')]);
    expect((await statusOf(late)).linked).toBe(false);

    await webhook(telegramUpdates.text(third, '/start not-a-code-anyone-made'));
    await webhook(telegramUpdates.text(third, '/start'));
    expect(textsTo(third).slice(1)).toEqual([expect.stringContaining('Havolaning muddati tugagan'), expect.stringContaining('Bu Bozor boti')]);
  });

  it('links once when 20 chats press Start with the same code at the same moment', async () => {
    const user = await registerUser(app);
    const code = codeOf((await startLink(user)).url);
    const chats = Array.from({ length: 20 }, () => ++nextChat);
    const answers = await Promise.all(chats.map((chat) => webhook(telegramUpdates.text(chat, `/start ${code}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const links = await app.runtime.database.db.selectFrom('telegram_links').select('chat_id').where('user_id', '=', user.id).execute();
    expect(links).toHaveLength(1);
    const told = chats.filter((chat) => textsTo(chat).some((text) => text.includes('hisobingiz ulandi')));
    expect(told).toEqual([Number(links[0]!.chat_id)]);
  });

  it('a newer link replaces the older one, and a chat linked to another account moves to the new one', async () => {
    const user = await registerUser(app);
    const older = codeOf((await startLink(user)).url);
    const newer = codeOf((await startLink(user)).url);
    const chat = ++nextChat;
    await webhook(telegramUpdates.text(chat, `/start ${older}`));
    expect((await statusOf(user)).linked).toBe(false);
    await webhook(telegramUpdates.text(chat, `/start ${newer}`));
    expect((await statusOf(user)).linked).toBe(true);

    const other = await registerUser(app);
    await webhook(telegramUpdates.text(chat, `/start ${codeOf((await startLink(other)).url)}`));
    expect((await statusOf(other)).linked).toBe(true);
    expect((await statusOf(user)).linked).toBe(false);
    expect(textsTo(chat).at(-1)).toContain('boshqa Bozor hisobiga ulangan edi');
  });

  it('refuses updates without Telegram’s secret token', async () => {
    const update = telegramUpdates.text(++nextChat, '/start whatever');
    for (const secret of [null, 'wrong', `${SECRET}x`, '']) {
      const answer = await webhook(update, secret);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('telegram_secret_invalid');
    }
    expect(fake.calls).toEqual([]);
  });

  it('/stop in the bot and Disconnect in the profile unlink, and what was waiting is not sent', async () => {
    const user = await linkedUser('en');
    await webhook(telegramUpdates.text(user.chat, '/stop'));
    expect((await statusOf(user)).linked).toBe(false);
    expect(textsTo(user.chat).at(-1)).toContain('Disconnected: no more notifications');
    await webhook(telegramUpdates.text(user.chat, '/stop', { language_code: 'en' }));
    expect(textsTo(user.chat).at(-1)).toContain('not connected to a Bozor account');

    const other = await linkedUser('en');
    await tell(other.id, 'report_upheld_unknown_kind', {});
    const status = await answerOf<{ linked: boolean }>(await callAs(app, 'DELETE', '/api/telegram/link/', other), 200);
    expect(status.linked).toBe(false);
    expect(await telegramRows(other.id)).toEqual([expect.objectContaining({ status: 'dropped' })]);
    await drain(500);
    expect(fake.callsTo(other.chat).map((call) => call.method)).toEqual(['sendMessage', 'sendMessage']); // linked, then disconnected: nothing else
    expect(textsTo(other.chat).at(-1)).toContain('Disconnected');
  });
});

describe(`Telegram delivery on ${TEST_DB}`, () => {
  let seller: RegisteredUser;
  let product: Product;
  beforeAll(async () => {
    seller = await registerUser(app, { username: 'Sotuvchi' });
    product = await createProduct(app, seller, (await productCategories(app))[0]!.id, { title: 'Eski divan' });
  });

  it('sends a notice once, in the user’s language, with a button that opens it on the site', async () => {
    const user = await linkedUser('ru');
    fake.reset();
    await tell(user.id, 'listing_comment', { author: 'Xaridor', title: 'Eski divan', kind: 'product' }, product.id, 'comment:1');
    await tell(user.id, 'listing_comment', { author: 'Xaridor', title: 'Eski divan', kind: 'product' }, product.id, 'comment:1');
    expect(await drain()).toMatchObject({ sent: 1 });
    await drain(300);
    const [call] = fake.delivered(user.chat);
    expect(fake.callsTo(user.chat)).toHaveLength(1);
    expect(call!.method).toBe('sendMessage');
    expect(call!.params.text).toBe('Xaridor прокомментировал(а) ваше объявление «Eski divan».');
    expect(call!.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть на Bozor', url: `http://localhost:4321/ru/product/${product.id}#comments` }]],
    });
    // On the site too, in whatever language the site is read.
    expect((await answerOf<{ results: Array<{ type: string }> }>(await callAs(app, 'GET', '/api/notices/', user), 200)).results[0]!.type).toBe(
      'listing_comment',
    );
  });

  it('honours 429 retry_after: the message goes again after the wait, once', async () => {
    const user = await linkedUser('en');
    fake.reset();
    fake.failNext(user.chat, { error_code: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 });
    await tell(user.id, 'review_due', { title: 'Eski divan', other_id: seller.id }, product.id);
    expect(await drain(300)).toMatchObject({ sent: 0, retried: 1 });
    expect(await drain(300)).toMatchObject({ sent: 0, retried: 0 });
    app.clock.advance(1_000);
    expect(await drain()).toMatchObject({ sent: 1 });
    const calls = fake.callsTo(user.chat);
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(calls[1]!.params.text).toBe('Rate your deal about “Eski divan”.');
  });

  it('unlinks on 403 (the bot was blocked): what was waiting is dropped and nothing more goes there', async () => {
    const user = await linkedUser('en');
    fake.reset();
    fake.blocked.add(String(user.chat));
    await tell(user.id, 'review_due', { title: 'A' }, product.id);
    await tell(user.id, 'review_due', { title: 'B' }, product.id);
    // The first is refused; the second is dropped with the link, never sent.
    expect(await drain()).toMatchObject({ sent: 0, dropped: 1 });
    expect(fake.callsTo(user.chat).map((call) => call.status)).toEqual([403]);
    expect((await telegramRows(user.id)).map((row) => row.status)).toEqual(['dropped', 'dropped']);
    expect((await statusOf(user)).linked).toBe(false);
    await tell(user.id, 'review_due', { title: 'C' }, product.id);
    expect((await telegramRows(user.id)).map((row) => row.status)).toEqual(['dropped', 'dropped']);
    // The site still has every one of them.
    expect((await answerOf<{ count: number }>(await callAs(app, 'GET', '/api/notices/', user), 200)).count).toBe(3);
  });

  it('tells of a chat message only while the user has no socket open', async () => {
    const user = await linkedUser('en');
    fake.reset();
    const socket = await SocketClient.open(sockets.url(`/ws/user/?token=${user.token}`));
    await socket.nextOf('connection_established');
    await telegram().presence.settled();
    await tell(user.id, 'chat_message', { room_id: 5, author: 'Sotuvchi' }, null, 'chat:5');
    expect(await drain()).toMatchObject({ sent: 0, dropped: 1 });
    expect(fake.calls).toEqual([]);
    socket.ws.close();
    await socket.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await telegram().presence.settled();
    app.clock.advance(5 * 60_000); // the next 5-minute slot of the chat's messages
    await tell(user.id, 'chat_message', { room_id: 5, author: 'Sotuvchi' }, null, 'chat:5');
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(fake.delivered(user.chat)[0]!.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Open the chat', url: 'http://localhost:4321/en/chat/5' }]],
    });
  });

  it('sends at most one message of a chat each 5 minutes, even across the slots its keys are made of', async () => {
    const user = await linkedUser('en');
    fake.reset();
    // A minute into a 5-minute slot (the clock moves in whole minutes here).
    const slot = 5 * 60_000;
    app.clock.advance(slot - (app.clock.now().getTime() % slot) + 60_000);
    await tell(user.id, 'chat_message', { room_id: 77, author: 'Sotuvchi' }, null, 'chat:77');
    expect(await drain()).toMatchObject({ sent: 1 });
    // Into the next slot, but less than 5 minutes after the message went: it waits.
    app.clock.advance(slot - (app.clock.now().getTime() % slot) + 1_000);
    await tell(user.id, 'chat_message', { room_id: 77, author: 'Sotuvchi' }, null, 'chat:77');
    expect(await drain(500)).toMatchObject({ sent: 0, retried: 1 });
    app.clock.advance(slot);
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(fake.delivered(user.chat)).toHaveLength(2);
  });

  it('keeps a second between messages to one chat, but not between chats', async () => {
    const [one, two, three] = [await linkedUser(), await linkedUser(), await linkedUser()];
    fake.reset();
    for (const title of ['A', 'B', 'C']) await tell(one.id, 'review_due', { title }, product.id);
    await tell(two.id, 'review_due', { title: 'D' }, product.id);
    await tell(three.id, 'review_due', { title: 'E' }, product.id);
    for (let round = 0; round < 5 && (await telegramRows(one.id)).some((row) => row.status === 'pending'); round++) {
      await drain(2_500);
      app.clock.advance(1_500);
    }
    const toOne = fake.delivered(one.chat);
    expect(toOne).toHaveLength(3);
    expect(toOne[1]!.at - toOne[0]!.at).toBeGreaterThanOrEqual(990);
    expect(toOne[2]!.at - toOne[1]!.at).toBeGreaterThanOrEqual(990);
    const others = [...fake.delivered(two.chat), ...fake.delivered(three.chat)];
    expect(others).toHaveLength(2);
    expect(Math.abs(others[0]!.at - others[1]!.at)).toBeLessThan(900);
  });

  it('respects the Telegram switch of a topic: nothing goes there, the site still tells', async () => {
    const user = await linkedUser('en');
    fake.reset();
    await app.runtime.database.db.insertInto('notice_mutes').values({ user_id: user.id, topic: 'comments', channel: 'telegram' }).execute();
    await tell(user.id, 'listing_comment', { author: 'X', title: 'Eski divan', kind: 'product' }, product.id);
    await tell(user.id, 'review_due', { title: 'Eski divan' }, product.id);
    await drain();
    expect(await telegramRows(user.id)).toEqual([expect.objectContaining({ type: 'review_due', status: 'sent' })]);
    expect(fake.delivered(user.chat)).toHaveLength(1);
    expect((await answerOf<{ count: number }>(await callAs(app, 'GET', '/api/notices/', user), 200)).count).toBe(2);
  });

  it('sends a saved search’s alert with the first photo, titles, prices and places, and Unsubscribe', async () => {
    const user = await linkedUser('uz');
    fake.reset();
    const items = Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      kind: 'product',
      title: `Cobalt ${2015 + i}`,
      price: 78_000_000 + i,
      place: 'Chilonzor, Toshkent',
      photo: i === 0 ? null : `/media/listings/${i}.webp`,
    }));
    const data = { search_id: 9, name: 'Cobalt', listings: 14, items, unsubscribe_token: 'x'.repeat(32) };
    await tell(user.id, 'saved_search', data);
    await drain();
    const [call] = fake.delivered(user.chat);
    expect(call!.method).toBe('sendPhoto');
    expect(call!.params.photo).toBe('http://localhost:4321/media/listings/1.webp');
    const caption = String(call!.params.caption);
    expect(caption).toContain('<a href="http://localhost:4321/product/100">Cobalt 2015</a>\n78.000.000 soʻm · Chilonzor, Toshkent');
    expect(caption).toMatch(/…va saytda yana \d+ ta\.$/);
    expect((call!.params.reply_markup as { inline_keyboard: unknown[][] }).inline_keyboard.at(-1)).toEqual([
      { text: 'Obunani bekor qilish', callback_data: `unsub:${'x'.repeat(32)}` },
    ]);

    // A photo Telegram cannot take: the same alert as text.
    fake.failNext(user.chat, { error_code: 400, description: 'Bad Request: wrong file identifier/HTTP URL specified' });
    await tell(user.id, 'saved_search', { ...data, listings: 1, items: items.slice(1, 2) });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await drain();
    const last = fake.callsTo(user.chat).slice(-2);
    expect(last.map((each) => [each.method, each.status])).toEqual([
      ['sendPhoto', 400],
      ['sendMessage', 200],
    ]);
    expect(String(last[1]!.params.text)).toContain('Cobalt 2016');
  });

  it('stops a saved search’s alerts from the alert’s Unsubscribe button', async () => {
    const user = await linkedUser('en');
    const token = 'u'.repeat(32);
    const at = now();
    await app.runtime.database.db
      .insertInto('saved_searches')
      .values({
        user_id: user.id,
        kind: 'product',
        name: 'Cobalt',
        query: 'q=cobalt',
        words: 'cobalt',
        anchor: 'cob',
        category_key: 0,
        region_key: 0,
        frequency: 'instant',
        unsubscribe_token: token,
        created_at: at,
        seen_at: at,
      })
      .execute();
    fake.reset();
    await webhook(telegramUpdates.callback(user.chat, `unsub:${token}`));
    expect(fake.calls).toEqual([
      expect.objectContaining({ method: 'answerCallbackQuery', params: expect.objectContaining({ text: 'No more alerts for this search.' }) }),
    ]);
    expect(
      (await app.runtime.database.db.selectFrom('saved_searches').select('frequency').where('unsubscribe_token', '=', token).executeTakeFirstOrThrow())
        .frequency,
    ).toBe('off');
    await webhook(telegramUpdates.callback(user.chat, `unsub:${'v'.repeat(32)}`));
    expect(String(fake.calls.at(-1)!.params.text)).toMatch(/^Could not do that: /);
  });

  it('renews a listing from its reminder’s button, only for its owner’s chat', async () => {
    const owner = await linkedUser('en');
    const stranger = await linkedUser('en');
    const mine = await createProduct(app, owner, (await productCategories(app))[0]!.id, { title: 'Velosiped' });
    await tell(owner.id, 'listing_expiring', { kind: 'product', title: 'Velosiped', days: 3 }, mine.id);
    fake.reset();
    await drain();
    const reminder = fake.delivered(owner.chat)[0]!;
    const renew = (reminder.params.reply_markup as { inline_keyboard: Array<Array<{ text: string; callback_data?: string }>> }).inline_keyboard[1]![0]!;
    expect(renew).toEqual({ text: 'Renew', callback_data: `renew:p${mine.id}` });

    app.clock.advance(25 * 86_400_000);
    const expiresBefore = (await app.runtime.database.db.selectFrom('listings').select('expires_at').where('id', '=', mine.id).executeTakeFirstOrThrow())
      .expires_at;
    await webhook(telegramUpdates.callback(stranger.chat, renew.callback_data!));
    expect(fake.calls.at(-1)).toMatchObject({ method: 'answerCallbackQuery', params: { text: 'Could not do that: This listing is not yours.' } });
    await webhook(telegramUpdates.callback(++nextChat, renew.callback_data!));
    expect(fake.calls.at(-1)!.params.text).toBe('Bu chat Bozor hisobiga ulanmagan.');
    expect((await app.runtime.database.db.selectFrom('listings').select('expires_at').where('id', '=', mine.id).executeTakeFirstOrThrow()).expires_at).toBe(
      expiresBefore,
    );

    await webhook(telegramUpdates.callback(owner.chat, renew.callback_data!));
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'answerCallbackQuery',
      params: { text: expect.stringMatching(/^Renewed: listed until \d\d\.\d\d\.\d{4}\.$/) },
    });
    const expiresAfter = (await app.runtime.database.db.selectFrom('listings').select('expires_at').where('id', '=', mine.id).executeTakeFirstOrThrow())
      .expires_at;
    expect(Date.parse(expiresAfter)).toBeGreaterThan(Date.parse(expiresBefore));
  });
});

describe('the Bot API client', () => {
  it('answers a Telegram that does not answer in time as unreachable, never throwing', async () => {
    const client = createBotApi({ apiUrl: fake.url, token: fake.token, timeoutMs: 300 });
    fake.hold();
    try {
      expect(await client.call('sendMessage', { chat_id: 1, text: 'hi' })).toMatchObject({
        ok: false,
        errorCode: 0,
        description: expect.stringContaining('unreachable'),
      });
    } finally {
      fake.release();
    }
    fake.delayMs = 100;
    expect(await client.call('sendMessage', { chat_id: 1, text: 'hi' })).toMatchObject({ ok: true });
    expect(await createBotApi({ apiUrl: fake.url, token: '1:wrong', timeoutMs: 300 }).call('getMe', {})).toEqual({
      ok: false,
      errorCode: 401,
      description: 'Unauthorized',
    });
  });
});

describe(`without a bot on ${TEST_DB}`, () => {
  it('hides Telegram: every route answers 404 and nothing is queued for it', async () => {
    const plain = await startTestApp();
    try {
      const user = await registerUser(plain);
      for (const [method, path] of [
        ['GET', '/api/telegram/link/'],
        ['POST', '/api/telegram/link/'],
        ['DELETE', '/api/telegram/link/'],
      ] as const)
        expect((await callAs(plain, method, path, user)).status).toBe(404);
      const answer = await plain.request('/api/telegram/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
        body: '{"update_id":1}',
      });
      expect(answer.status).toBe(404);
      expect(plain.runtime.services.telegram).toBeNull();
      expect(plain.runtime.services.channels).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
