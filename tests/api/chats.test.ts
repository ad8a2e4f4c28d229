import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatOpened, ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, pngFile, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** The chats REST API (spec/API.md "Chats"); the sockets are tests/api/chat-sockets.test.ts. */
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let stranger: RegisteredUser;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer, stranger] = [
    await registerUser(app, { username: 'Sotuvchi' }),
    await registerUser(app, { username: 'Xaridor' }),
    await registerUser(app, { username: 'Begona' }),
  ];
  product = await createProduct(app, seller, (await productCategories(app))[0]!.id);
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) =>
  app.request(`${path}${path.includes('?') ? '&' : '?'}lang=en`, {
    method,
    headers: { ...(user ? tokenHeader(user) : {}), ...(body !== undefined && !(body instanceof FormData) && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body),
  });
async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
async function roomOf(a: RegisteredUser, b: RegisteredUser, extra: Record<string, unknown> = {}): Promise<ChatRoom> {
  const response = await call('POST', '/api/chats/', a, { name: b.username, participants: [a.id, b.id], ...extra });
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return (await response.json()) as ChatRoom;
}
const say = async (room: ChatRoom, user: RegisteredUser, content: string) =>
  json<ChatMessage>(await call('POST', `/api/chats/${room.id}/messages/`, user, { content }), 201);
const open = async (room: ChatRoom, user: RegisteredUser, query = '') => json<ChatOpened>(await call('GET', `/api/chats/${room.id}/${query}`, user), 200);
const list = async (user: RegisteredUser) => (await json<{ results: ChatRoom[] }>(await call('GET', '/api/chats/', user), 200)).results;
const count = async (table: 'chat_rooms' | 'chat_messages') =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`chats on ${TEST_DB}`, () => {
  it('starts one room per pair from a listing, remembering the listing, and answers the same room to either side', async () => {
    const started = await call('POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: product.id });
    const room = await json<ChatRoom>(started, 201);
    expect(room).toMatchObject({
      participants: [Math.min(buyer.id, seller.id), Math.max(buyer.id, seller.id)],
      unread_count: 0,
      last_message: null,
      listing: { kind: 'product', id: product.id, title: product.title, price: product.price },
      other_user: { id: seller.id, username: 'Sotuvchi' },
      blocked_by_me: false,
      blocked_by_other: false,
    });
    expect(room.listing?.thumbnail).toMatch(/-thumb\.webp$/);
    const again = await json<ChatRoom>(await call('POST', '/api/chats/', buyer, { name: 'x', participants: [buyer.id, seller.id] }), 200);
    expect(again.id).toBe(room.id);
    const fromSeller = await json<ChatRoom>(await call('POST', '/api/chats/', seller, { participants: [buyer.id] }), 200);
    expect(fromSeller).toMatchObject({ id: room.id, other_user: { id: buyer.id } });
  });

  it('makes exactly one room when 20 requests for the same pair arrive at once', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const before = await count('chat_rooms');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/api/chats/', i % 2 ? a : b, { participants: [a.id, b.id] })));
    const rooms = await Promise.all(answers.map((answer) => answer.json() as Promise<ChatRoom>));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(new Set(rooms.map((room) => room.id)).size).toBe(1);
    expect(await count('chat_rooms')).toBe(before + 1);
  });

  it('refuses a chat with oneself, with nobody, with someone who does not exist, and a listing that does not exist', async () => {
    expect(await json(await call('POST', '/api/chats/', buyer, { participants: [buyer.id, buyer.id] }), 400)).toMatchObject({
      code: 'cannot_chat_self',
      detail: 'You cannot start a chat with yourself.',
    });
    expect(await json(await call('POST', '/api/chats/', seller, { listing_kind: 'product', listing_id: product.id }), 400)).toMatchObject({
      code: 'cannot_chat_self',
    });
    expect(await json(await call('POST', '/api/chats/', buyer, {}), 400)).toMatchObject({
      code: 'validation_error',
      errors: { participants: [expect.any(String)] },
    });
    expect(await json(await call('POST', '/api/chats/', buyer, { participants: [buyer.id, 999_999] }), 400)).toMatchObject({
      errors: { participants: ['There is no such user.'] },
    });
    expect(await json(await call('POST', '/api/chats/', buyer, { listing_kind: 'service', listing_id: product.id }), 400)).toMatchObject({
      errors: { listing_id: ['There is no such listing.'] },
    });
    expect(await json(await call('POST', '/api/chats/', buyer, { participants: ['abc'] }), 400)).toMatchObject({ code: 'validation_error' });
    expect(await json(await call('POST', '/api/chats/', null, { participants: [seller.id] }), 401)).toMatchObject({ code: 'not_authenticated' });
  });

  it('sends, counts unread for the other, lists newest activity first, and opening marks the room read', async () => {
    const room = await roomOf(buyer, seller);
    const other = await roomOf(stranger, seller);
    const first = await say(room, buyer, '  Salom, hali sotuvdami?  ');
    expect(first).toMatchObject({ content: 'Salom, hali sotuvdami?', sender: { id: buyer.id, username: 'Xaridor' }, file: null, chat_id: room.id });
    app.clock.advance(10_000);
    await say(other, stranger, 'Narxi qancha?');
    const sellerRooms = await list(seller);
    expect(sellerRooms.map((each) => each.id).slice(0, 2)).toEqual([other.id, room.id]);
    expect(sellerRooms.find((each) => each.id === room.id)).toMatchObject({
      unread_count: 1,
      last_message: { content: 'Salom, hali sotuvdami?', sender: { id: buyer.id } },
    });
    expect(await json(await call('GET', '/api/chats/unread/', seller), 200)).toEqual({ total: 2 });
    expect((await list(buyer)).find((each) => each.id === room.id)?.unread_count).toBe(0);

    const opened = await open(room, seller);
    expect(opened).toMatchObject({ success: true, chat: { id: room.id, unread_count: 0 }, has_more: false });
    expect(opened.participants.map((person) => person.id).sort()).toEqual([buyer.id, seller.id].sort());
    expect(opened.messages.map((message) => message.content)).toContain('Salom, hali sotuvdami?');
    expect((await list(seller)).find((each) => each.id === room.id)?.unread_count).toBe(0);
    expect(await json(await call('GET', '/api/chats/unread/', seller), 200)).toEqual({ total: 1 });
  });

  it('pages 50 messages at a time, oldest first, with before and after', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const room = await roomOf(a, b);
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 120; i++) {
      sent.push(await say(room, i % 2 ? a : b, `xabar ${i}`));
      if (i % 20 === 0) app.clock.advance(10_001);
    }
    const newest = await open(room, b);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1)?.content).toBe('xabar 120');
    expect(newest.messages[0]?.content).toBe('xabar 71');
    expect(newest.has_more).toBe(true);
    const older = await open(room, b, `?before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.content)).toEqual(sent.slice(20, 70).map((m) => m.content));
    const oldest = await open(room, b, `?before=${older.messages[0]!.id}`);
    expect(oldest.messages).toHaveLength(20);
    expect(oldest.has_more).toBe(false);
    const after = await open(room, b, `?after=${sent[114]!.id}`);
    expect(after.messages.map((m) => m.content)).toEqual(['xabar 116', 'xabar 117', 'xabar 118', 'xabar 119', 'xabar 120']);
    expect(after.has_more).toBe(false);
    const catchUp = await open(room, b, `?after=${sent[9]!.id}`);
    expect(catchUp.messages.map((m) => m.content)).toEqual(sent.slice(10, 60).map((m) => m.content));
    expect(catchUp.has_more).toBe(true);
    expect(await json(await call('GET', `/api/chats/${room.id}/?before=abc`, b), 400)).toMatchObject({ code: 'validation_error' });
  });

  it('tells someone outside the room nothing: not the room, not its messages, no sending, no deleting', async () => {
    const room = await roomOf(buyer, seller);
    await say(room, buyer, 'Faqat sotuvchi uchun');
    for (const [method, path, body] of [
      ['GET', `/api/chats/${room.id}/`, undefined],
      ['DELETE', `/api/chats/${room.id}/`, undefined],
      ['POST', `/api/chats/${room.id}/messages/`, { content: 'Men ham' }],
      ['POST', `/api/chats/${room.id}/block/`, undefined],
      ['GET', '/api/chats/987654/', undefined],
      ['POST', '/api/chats/987654/messages/', { content: 'salom' }],
    ] as const) {
      expect(await json(await call(method, path, stranger, body), 404)).toMatchObject({ code: 'chat_not_found' });
    }
    expect((await list(stranger)).map((each) => each.id)).not.toContain(room.id);
    expect((await open(room, seller)).messages.map((m) => m.content)).not.toContain('Men ham');
  });

  it('refuses an empty message, whitespace and invisible characters, and more than 4000 characters, storing nothing', async () => {
    const room = await roomOf(buyer, seller);
    const before = await count('chat_messages');
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, { content: '  \n \u202e ' }), 400)).toMatchObject({
      code: 'message_empty',
      detail: 'Message cannot be empty.',
    });
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, {}), 400)).toMatchObject({ code: 'message_empty' });
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, { content: 'x'.repeat(4001) }), 400)).toMatchObject({
      errors: { content: ['A message can be at most 4000 characters.'] },
    });
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, { content: 42 }), 400)).toMatchObject({ code: 'validation_error' });
    expect(await count('chat_messages')).toBe(before);
    expect((await say(room, buyer, 'ў'.repeat(4000))).content).toHaveLength(4000);
  });

  it('stores the same text sent twice within 5 s once, and again after 5 s', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const room = await roomOf(a, b);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/chats/${room.id}/messages/`, a, { content: 'Kelishamiz' })));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as ChatMessage).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    app.clock.advance(5_001);
    expect((await say(room, a, 'Kelishamiz')).id).not.toBe(ids[0]);
    expect((await open(room, b)).messages.map((m) => m.content)).toEqual(['Kelishamiz', 'Kelishamiz']);
  });

  it('lets a user send at most 20 messages in 10 s, counted under parallel requests', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const room = await roomOf(a, b);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call('POST', `/api/chats/${room.id}/messages/`, a, { content: `tez ${i}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(await refused[0]!.json()).toMatchObject({ code: 'rate_limited' });
    expect((await open(room, b)).messages).toHaveLength(20);
    app.clock.advance(10_001);
    await say(room, a, 'yana');
  });

  it('deleting hides the room and its history for the deleter only, until a new message brings it back', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const room = await roomOf(a, b);
    await say(room, a, 'eski xabar');
    expect((await call('DELETE', `/api/chats/${room.id}/`, b)).status).toBe(204);
    expect((await list(b)).map((each) => each.id)).not.toContain(room.id);
    expect((await list(a)).map((each) => each.id)).toContain(room.id);
    expect((await open(room, a)).messages.map((m) => m.content)).toEqual(['eski xabar']);
    app.clock.advance(1000);
    await say(room, a, 'yangi xabar');
    const back = (await list(b)).find((each) => each.id === room.id);
    expect(back).toMatchObject({ unread_count: 1, last_message: { content: 'yangi xabar' } });
    expect((await open(room, b)).messages.map((m) => m.content)).toEqual(['yangi xabar']);
  });

  it('refuses the sends of someone the other participant blocked, until unblocked', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const room = await roomOf(a, b);
    expect(await json(await call('POST', `/api/chats/${room.id}/block/`, b), 200)).toMatchObject({ blocked_by_me: true, blocked_by_other: false });
    expect((await list(a)).find((each) => each.id === room.id)).toMatchObject({ blocked_by_other: true });
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, a, { content: 'salom' }), 403)).toMatchObject({ code: 'chat_blocked' });
    await say(room, b, 'Men yozishim mumkin');
    await json(await call('POST', `/api/chats/${room.id}/unblock/`, b), 200);
    await say(room, a, 'salom');
  });

  it('takes an image, re-encoded, and refuses a file over 5 MB with 413 and anything not a picture, audio or video with 415', async () => {
    const room = await roomOf(buyer, seller);
    const form = new FormData();
    form.append('content', 'Rasmi');
    form.append('file', await pngFile('#dc2626', 'photo.png', 200));
    const sent = await json<ChatMessage>(await call('POST', `/api/chats/${room.id}/messages/`, buyer, form), 201);
    expect(sent).toMatchObject({ content: 'Rasmi', file: { type: 'image', url: expect.stringMatching(/^\/media\/chat\/.+\.webp$/) } });
    const before = await count('chat_messages');
    const justOver = new FormData();
    justOver.append('file', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.mp4', { type: 'video/mp4' }));
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, justOver), 413)).toMatchObject({
      code: 'file_too_large',
      detail: 'File size should be less than 5MB.',
    });
    // A body too large for any one file is refused from its declared length, before it is read, with the same message.
    const huge = new FormData();
    huge.append('file', new File([new Uint8Array(8 * 1024 * 1024)], 'huge.mp4', { type: 'video/mp4' }));
    const encoded = new Response(huge);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const refused = await app.request(`/api/chats/${room.id}/messages/?lang=en`, {
      method: 'POST',
      headers: { ...tokenHeader(buyer), 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': String(bytes.byteLength) },
      body: bytes,
    });
    expect(await json(refused, 413)).toMatchObject({ code: 'file_too_large', detail: 'File size should be less than 5MB.' });
    const text = new FormData();
    text.append('file', new File(['<script>alert(1)</script>'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(await json(await call('POST', `/api/chats/${room.id}/messages/`, buyer, text), 415)).toMatchObject({ code: 'file_invalid_type' });
    expect(await count('chat_messages')).toBe(before);
    const listed = (await list(seller)).find((each) => each.id === room.id);
    expect(listed?.last_message).toMatchObject({ content: 'Rasmi', file_type: 'image' });
  });
});
