import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Notice, NoticeSettings } from '../../src/lib/schemas/notices.ts';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf } from '../fixtures/api-calls.ts';
import { serveSockets, SocketClient, type SocketServer } from '../fixtures/chat-sockets.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 25: the notices written where their events happen (a chat's messages, a listing's likes,
 * a review shown), what the bell hears of them over `/ws/user/`, and the profile's switches per
 * topic and channel.
 */
let app: TestApp;
let server: SocketServer;
let categoryId: number;
/** Each person's own address: two accounts from one address would have their reviews held (issue 24). */
const addressOf = new Map<number, string>();
beforeAll(async () => {
  app = await startTestApp();
  server = await serveSockets(app.runtime.ws);
  categoryId = (await productCategories(app))[0]!.id;
});
afterAll(async () => {
  await server.close();
  await app.close();
});

const DAY = 24 * 60 * 60_000;

async function person(username: string): Promise<RegisteredUser> {
  const user = await registerUser(app, { username });
  addressOf.set(user.id, newIp());
  return user;
}
function call(method: string, path: string, user: RegisteredUser | null, body?: unknown, lang = 'en'): Promise<Response> {
  return app.request(
    `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`,
    {
      method,
      headers: { ...(user ? tokenHeader(user) : {}), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    },
    user ? addressOf.get(user.id) : undefined,
  );
}
type NoticesPage = { count: number; unread: number; results: Notice[] };
const notices = async (user: RegisteredUser) => answerOf<NoticesPage>(await call('GET', '/api/notices/', user), 200);
const bell = async (user: RegisteredUser) => (await answerOf<{ unread: number }>(await call('GET', '/api/notices/unread/', user), 200)).unread;
const ofType = async (user: RegisteredUser, type: string) => (await notices(user)).results.filter((notice) => notice.type === type);
const send = async (room: ChatRoom, user: RegisteredUser, content: string) =>
  answerOf(await call('POST', `/api/chats/${room.id}/messages/`, user, { content }), 201);
const like = async (user: RegisteredUser, product: Product, verb: 'like' | 'unlike' = 'like') =>
  answerOf(await call('POST', `/api/global/${verb}/product/${product.id}/`, user), 200);
const settings = async (user: RegisteredUser) => answerOf<NoticeSettings>(await call('GET', '/api/notices/settings/', user), 200);
const saveSettings = (user: RegisteredUser | null, body: unknown, lang = 'en') => call('PUT', '/api/notices/settings/', user, body, lang);
const comment = async (user: RegisteredUser, product: Product, text: string) =>
  answerOf(await call('POST', `/api/products/api/products/${product.id}/comments/`, user, { text }), 201);

async function roomAbout(seller: RegisteredUser, buyer: RegisteredUser, title: string): Promise<{ product: Product; room: ChatRoom }> {
  const product = await createProduct(app, seller, categoryId, { title });
  const room = await answerOf<ChatRoom>(await call('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id }), 201);
  return { product, room };
}

/** The user's `/ws/user/` socket, past its first frames; `unread` is the bell's count it opened with. */
async function bellSocket(user: RegisteredUser): Promise<{ client: SocketClient; unread: number }> {
  const client = await SocketClient.open(server.url(`/ws/user/?token=${user.token}`));
  await client.nextOf('connection_established');
  const first = await client.nextOf('notices');
  return { client, unread: first.unread as number };
}

describe(`notices of chat messages on ${TEST_DB}`, () => {
  it('tells the other participant of a chat’s new messages as one notice that counts them, and reading the chat reads it', async () => {
    const [seller, buyer] = [await person('Sotuvchi'), await person('Xaridor')];
    const { room } = await roomAbout(seller, buyer, 'Eski divan');
    await send(room, buyer, 'Salom');
    await send(room, buyer, 'Hali bormi?');
    const [told] = await ofType(seller, 'chat_message');
    expect(await ofType(seller, 'chat_message')).toHaveLength(1);
    expect(told).toMatchObject({
      text: 'Xaridor: 2 new messages',
      count: 2,
      path: `/chat/${room.id}`,
      read_at: null,
      data: { room_id: room.id, author: 'Xaridor' },
    });
    expect(
      (await answerOf<NoticesPage>(await call('GET', '/api/notices/', seller, undefined, 'ru'), 200)).results.find((each) => each.type === 'chat_message')!
        .text,
    ).toBe('Xaridor: 2 новых сообщения');
    expect(await bell(seller)).toBe(1);
    // Never the writer.
    expect(await ofType(buyer, 'chat_message')).toEqual([]);

    // The seller opens the chat: the bell drops.
    await answerOf(await call('GET', `/api/chats/${room.id}/`, seller), 200);
    expect(await bell(seller)).toBe(0);
    expect((await ofType(seller, 'chat_message'))[0]!.read_at).not.toBeNull();

    // A message after that is news again, counted from one.
    await send(room, buyer, 'Narxi qancha?');
    expect(await ofType(seller, 'chat_message')).toMatchObject([{ count: 1, read_at: null, text: 'Xaridor: 1 new message' }]);
    expect(await bell(seller)).toBe(1);
  });

  it('reads the chat’s notice when the open chat socket says it read, and tells the bell socket both times', async () => {
    const [seller, buyer] = [await person('Sotuvchi2'), await person('Xaridor2')];
    const { room } = await roomAbout(seller, buyer, 'Muzlatgich');
    const own = await bellSocket(seller);
    expect(own.unread).toBe(0);
    const chat = await SocketClient.open(server.url(`/ws/chat/${room.id}/?token=${seller.token}`));
    await chat.nextOf('connection_established');

    await send(room, buyer, 'Ishlaydimi?');
    expect(await own.client.nextOf('notices')).toEqual({ type: 'notices', unread: 1 });
    await chat.nextOf('message');
    // As the chat island does on a message in the open room.
    chat.send({ type: 'read' });
    expect(await own.client.nextOf('notices')).toEqual({ type: 'notices', unread: 0 });
    expect(await bell(seller)).toBe(0);
    chat.close();
    own.client.close();
  });
});

describe(`notices of likes on ${TEST_DB}`, () => {
  it('batches a listing’s likes into one notice to its owner, never counting one person twice nor the owner', async () => {
    const seller = await person('Sotuvchi3');
    const fans = [await person('Muxlis1'), await person('Muxlis2'), await person('Muxlis3')];
    const product = await createProduct(app, seller, categoryId, { title: 'Velosiped' });
    for (const fan of fans) await like(fan, product);
    expect(await ofType(seller, 'listing_likes')).toMatchObject([
      { count: 3, text: '3 people liked your listing “Velosiped”.', path: `/product/${product.id}`, listing_id: product.id, read_at: null },
    ]);
    // Whom it counted stays the server's.
    expect((await ofType(seller, 'listing_likes'))[0]!.data).toEqual({ kind: 'product', title: 'Velosiped' });

    // Liking again, taking it back and giving it again, and the owner's own like (refused since issue 34): still 3.
    await like(fans[0]!, product);
    await like(fans[0]!, product, 'unlike');
    await like(fans[0]!, product);
    expect((await answerOf<{ code: string }>(await call('POST', `/api/global/like/product/${product.id}/`, seller), 403)).code).toBe('own_listing_like');
    expect(await ofType(seller, 'listing_likes')).toMatchObject([{ count: 3 }]);
    expect(await bell(seller)).toBe(1);
    for (const fan of fans) expect(await ofType(fan, 'listing_likes')).toEqual([]);

    // Read, then a new person: one, unread again.
    await answerOf(await call('POST', '/api/notices/read/', seller, { all: true }), 200);
    await like(await person('Muxlis4'), product);
    expect(await ofType(seller, 'listing_likes')).toMatchObject([{ count: 1, read_at: null, text: '1 person liked your listing “Velosiped”.' }]);
  });

  it('counts 10 people liking at once as 10', async () => {
    const seller = await person('Sotuvchi4');
    const product = await createProduct(app, seller, categoryId, { title: 'Gilam' });
    const fans = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`Tez${i}`)));
    await Promise.all(fans.map((fan) => like(fan, product)));
    expect(await ofType(seller, 'listing_likes')).toMatchObject([{ count: 10 }]);
  });
});

describe(`notices of reviews received on ${TEST_DB}`, () => {
  /** A product the seller sold to the buyer, after a word in a chat. */
  async function sale(seller: RegisteredUser, buyer: RegisteredUser): Promise<Product> {
    const { product, room } = await roomAbout(seller, buyer, `Savdo ${buyer.username}`);
    await send(room, buyer, 'Olaman');
    await answerOf(await call('POST', `/api/products/api/products/${product.id}/sell`, seller, { buyer_id: buyer.id }), 200);
    return product;
  }
  const review = (author: RegisteredUser, body: Record<string, unknown>) => call('POST', '/api/reviews/', author, body);

  it('tells each side of a deal of the review about them when the second review shows both', async () => {
    const [seller, buyer] = [await person('Sotuvchi5'), await person('Xaridor5')];
    const product = await sale(seller, buyer);
    await answerOf(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 5 }), 201);
    // Double-blind: nothing to tell while one side wrote.
    expect(await ofType(seller, 'review_received')).toEqual([]);
    await answerOf(await review(seller, { listing_id: product.id, target_id: buyer.id, stars: 4, text: 'Yaxshi xaridor' }), 201);
    expect(await ofType(seller, 'review_received')).toMatchObject([
      {
        text: 'Xaridor5 left you a review of “Savdo Xaridor5”: 5★.',
        path: `/user/${seller.id}#reviews`,
        data: { target_id: seller.id, stars: 5, author: 'Xaridor5', title: 'Savdo Xaridor5', kind: 'product' },
        listing_id: product.id,
      },
    ]);
    expect(await ofType(buyer, 'review_received')).toMatchObject([
      { text: 'Sotuvchi5 left you a review of “Savdo Xaridor5”: 4★.', path: `/user/${buyer.id}#reviews` },
    ]);
  });

  it('tells the person reviewed when the hourly job shows a lone review after 14 days, once', async () => {
    const [seller, buyer] = [await person('Sotuvchi6'), await person('Xaridor6')];
    const product = await sale(seller, buyer);
    await answerOf(await review(buyer, { listing_id: product.id, target_id: seller.id, stars: 3, reasons: ['no_show'] }), 201);
    app.clock.advance(14 * DAY + 60_000);
    await app.runtime.services.reviews.runDue();
    await app.runtime.services.reviews.runDue();
    expect(await ofType(seller, 'review_received')).toMatchObject([{ text: 'Xaridor6 left you a review of “Savdo Xaridor6”: 3★.' }]);
    expect(await ofType(buyer, 'review_received')).toEqual([]);
  });
});

describe(`the switches of notices on ${TEST_DB}`, () => {
  it('has every topic on, on the site and in Telegram, and says whether this site has a Telegram bot', async () => {
    const user = await person('Sozlama1');
    const answer = await settings(user);
    expect(answer.telegram_available).toBe(false);
    expect(answer.topics.map((each) => each.topic)).toEqual(['messages', 'comments', 'likes', 'listings', 'reviews', 'saved_searches', 'moderation', 'deals']);
    expect(answer.topics.every((each) => each.inapp && each.telegram)).toBe(true);
    expect((await call('GET', '/api/notices/settings/', null)).status).toBe(401);
    expect((await saveSettings(null, { topics: [] })).status).toBe(401);
  });

  it('refuses a change that is not one, field by field, in the asked language', async () => {
    const user = await person('Sozlama2');
    for (const body of [
      {},
      { topics: 'all' },
      { topics: [{ topic: 'weather', inapp: false }] },
      { topics: [{ topic: 'likes', inapp: 'no' }] },
      {
        topics: [
          { topic: 'likes', inapp: false },
          { topic: 'likes', telegram: false },
        ],
      },
    ]) {
      const answer = await answerOf<{ code: string; errors: Record<string, string[]> }>(await saveSettings(user, body), 400);
      expect(answer.code, JSON.stringify(body)).toBe('validation_error');
      expect(
        Object.keys(answer.errors).some((field) => field.startsWith('topics')),
        JSON.stringify(answer.errors),
      ).toBe(true);
    }
    const russian = await answerOf<{ errors: Record<string, string[]> }>(await saveSettings(user, { topics: [{ topic: 'weather' }] }, 'ru'), 400);
    expect(Object.values(russian.errors).flat().join(' ')).toMatch(/[а-я]/);
    expect((await call('PUT', '/api/notices/settings/', user, undefined)).status).toBe(415);
    // Nothing changed.
    expect((await settings(user)).topics.every((each) => each.inapp && each.telegram)).toBe(true);
  });

  it('changes only the switches named, and the same change twice ends the same', async () => {
    const user = await person('Sozlama3');
    const after = await answerOf<NoticeSettings>(
      await saveSettings(user, {
        topics: [
          { topic: 'comments', inapp: false },
          { topic: 'likes', telegram: false },
        ],
      }),
      200,
    );
    expect(after.topics.filter((each) => !each.inapp || !each.telegram)).toEqual([
      { topic: 'comments', inapp: false, telegram: true },
      { topic: 'likes', inapp: true, telegram: false },
    ]);
    expect(await answerOf<NoticeSettings>(await saveSettings(user, { topics: [{ topic: 'comments', inapp: false }] }), 200)).toEqual(after);
    expect(await settings(user)).toEqual(after);
    const back = await answerOf<NoticeSettings>(
      await saveSettings(user, {
        topics: [
          { topic: 'comments', inapp: true, telegram: true },
          { topic: 'likes', inapp: true, telegram: true },
        ],
      }),
      200,
    );
    expect(back.topics.every((each) => each.inapp && each.telegram)).toBe(true);
  });

  it('stops notices of a topic switched off on the site, and tells them again once it is on', async () => {
    const [seller, buyer] = [await person('Sotuvchi7'), await person('Xaridor7')];
    const product = await createProduct(app, seller, categoryId, { title: 'Televizor' });
    await answerOf(await saveSettings(seller, { topics: [{ topic: 'comments', inapp: false }] }), 200);
    await comment(buyer, product, 'Qancha turadi?');
    expect(await ofType(seller, 'listing_comment')).toEqual([]);
    expect(await bell(seller)).toBe(0);
    // Other topics still come.
    await like(buyer, product);
    expect(await bell(seller)).toBe(1);
    await answerOf(await saveSettings(seller, { topics: [{ topic: 'comments', inapp: true }] }), 200);
    await comment(buyer, product, 'Yana bir savol');
    expect(await ofType(seller, 'listing_comment')).toHaveLength(1);
  });

  it('ends 20 changes sent at once as one of them asked, both switches together', async () => {
    const user = await person('Sozlama4');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        saveSettings(user, {
          topics: [
            { topic: 'reviews', inapp: i % 2 === 0 },
            { topic: 'moderation', inapp: i % 2 === 0, telegram: i % 2 === 0 },
          ],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const after = await settings(user);
    const reviews = after.topics.find((each) => each.topic === 'reviews')!;
    const moderation = after.topics.find((each) => each.topic === 'moderation')!;
    expect(moderation.inapp).toBe(reviews.inapp);
    expect(moderation.telegram).toBe(reviews.inapp);
    const rows = await app.runtime.database.db.selectFrom('notice_mutes').select(['topic', 'channel']).where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(reviews.inapp ? 0 : 3);
  });
});

describe(`the bell socket on ${TEST_DB}`, () => {
  it('sends the unread count on /ws/user/ when a notice is told, and when notices are read', async () => {
    const [seller, buyer] = [await person('Sotuvchi8'), await person('Xaridor8')];
    const product = await createProduct(app, seller, categoryId, { title: 'Kamera' });
    const own = await bellSocket(seller);
    expect(own.unread).toBe(0);
    await comment(buyer, product, 'Zoʻr kamera');
    expect(await own.client.nextOf('notices')).toEqual({ type: 'notices', unread: 1 });
    await like(buyer, product);
    expect(await own.client.nextOf('notices')).toEqual({ type: 'notices', unread: 2 });
    // Someone else's socket hears nothing of it.
    const other = await bellSocket(buyer);
    await answerOf(await call('POST', '/api/notices/read/', seller, { all: true }), 200);
    expect(await own.client.nextOf('notices')).toEqual({ type: 'notices', unread: 0 });
    expect(other.client.pending().filter((frame) => frame.type === 'notices')).toEqual([]);
    own.client.close();
    other.client.close();
  });
});
