import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatOpened, ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { ChatSocketsOptions } from '../../src/server/chats/chat-sockets.ts';
import { postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { isolatedSockets, serveSockets, SocketClient, waitFor, type Frame, type SocketServer } from '../fixtures/chat-sockets.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * The chat sockets (spec/API.md "Chats", README "Chats", "Messages", "/ws/user/") through a real
 * HTTP server whose upgrades go to the runtime's gateway, as src/server/main.ts wires them.
 */
let app: TestApp;
let server: SocketServer;
/** Sockets a test opened; closed after it. */
const opened: SocketClient[] = [];
/** Servers a test started; closed after it. */
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  app = await startTestApp();
  server = await serveSockets(app.runtime.ws);
});
afterEach(async () => {
  for (const client of opened.splice(0)) client.close();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

/** spec/API.md's default PUBLIC_URL, which the test app does not override. */
const SITE_ORIGIN = 'http://localhost:4321';
const FOREIGN_ORIGIN = 'https://evil.example';
/** The gateway's maxPayload (src/server/ws/gateway.ts MAX_PAYLOAD_BYTES). */
const GATEWAY_MAX_PAYLOAD = 64 * 1024;

interface Pair {
  sender: RegisteredUser;
  receiver: RegisteredUser;
  roomId: number;
}

/** Two new people and their room, made by the sender through POST /api/chats/. */
async function pair(): Promise<Pair> {
  const [sender, receiver] = await Promise.all([registerUser(app), registerUser(app)]);
  const response = await postJson(app, '/api/chats/', { participants: [sender.id, receiver.id] }, tokenHeader(sender));
  expect(response.status, await response.clone().text()).toBe(201);
  const room = (await response.json()) as ChatRoom;
  expect(room.participants).toEqual([Math.min(sender.id, receiver.id), Math.max(sender.id, receiver.id)]);
  return { sender, receiver, roomId: room.id };
}

/** The room's stored messages as a participant sees them (GET /api/chats/{id}/). */
async function stored(roomId: number, user: RegisteredUser): Promise<ChatMessage[]> {
  const response = await app.request(`/api/chats/${roomId}/`, { headers: tokenHeader(user) });
  expect(response.status).toBe(200);
  return ((await response.json()) as ChatOpened).messages;
}

async function postMessage(roomId: number, user: RegisteredUser, content: string): Promise<Response> {
  return app.request(`/api/chats/${roomId}/messages/`, {
    method: 'POST',
    headers: { ...tokenHeader(user), 'Content-Type': 'application/json' },
    body: JSON.stringify({ content }),
  });
}

async function open(url: string, options: { origin?: string; cookie?: string } = {}): Promise<SocketClient> {
  const client = await SocketClient.open(url, options);
  opened.push(client);
  return client;
}

const chatUrl = (roomId: number, query: Record<string, string> = {}, on: SocketServer = server) => {
  const search = new URLSearchParams(query).toString();
  return on.url(`/ws/chat/${roomId}/${search ? `?${search}` : ''}`);
};
const userUrl = (query: Record<string, string> = {}, on: SocketServer = server) => on.url(`/ws/user/?${new URLSearchParams(query).toString()}`);

/** A room socket signed in by `?token=`, past its connection_established. */
async function joinRoom(roomId: number, user: RegisteredUser, query: Record<string, string> = {}, on: SocketServer = server): Promise<SocketClient> {
  const client = await open(chatUrl(roomId, { token: user.token, ...query }, on));
  expect(await client.next()).toEqual({ type: 'connection_established' });
  return client;
}

/** The user's own socket, past its connection_established and first unread total. */
async function joinUser(user: RegisteredUser): Promise<{ client: SocketClient; unread: number }> {
  const client = await open(userUrl({ token: user.token }));
  expect(await client.next()).toEqual({ type: 'connection_established' });
  const unread = await client.next();
  expect(unread).toMatchObject({ type: 'unread', total: expect.any(Number) });
  // Then the bell's count (issue 25).
  expect(await client.next()).toMatchObject({ type: 'notices', unread: expect.any(Number) });
  return { client, unread: unread.total as number };
}

/** The message frame API.md and README promise for a stored message. */
function messageFrame(message: { id: number; content: string }, roomId: number, sender: RegisteredUser): Frame {
  return {
    type: 'message',
    data: {
      id: message.id,
      message: message.content,
      content: message.content,
      sender: { id: sender.id, username: sender.username },
      timestamp: expect.any(String),
      file: null,
      chat_id: roomId,
    },
  };
}

const isMessage = (frame: Frame) => frame.type === 'message';
const isError = (frame: Frame) => frame.type === 'error';
const idOf = (frame: Frame) => (frame.data as { id: number }).id;

/** The error frame a refused frame answers: non-empty text, and the socket is still open. */
async function expectError(client: SocketClient, code?: string): Promise<Frame> {
  const frame = await client.nextOf('error');
  expect(frame.error, JSON.stringify(frame)).toEqual(expect.stringMatching(/\S/));
  if (code) expect(frame.code, JSON.stringify(frame)).toBe(code);
  expect(client.isOpen).toBe(true);
  return frame;
}

/** Sockets of their own (fixtures/chat-sockets.ts), closed after the test. */
async function isolated(options: Partial<ChatSocketsOptions>) {
  const own = await isolatedSockets(app.runtime, options);
  cleanups.push(own.close);
  return own;
}

describe(`chat socket sign-in on ${TEST_DB}`, () => {
  it('signs in by ?token= and sends connection_established as the first frame', async () => {
    const { sender, roomId } = await pair();
    const client = await open(chatUrl(roomId, { token: sender.token }));
    expect(await client.next()).toEqual({ type: 'connection_established' });
    expect(client.received[0]).toEqual({ type: 'connection_established' });
    expect(client.isOpen).toBe(true);
  });

  it('closes a socket with a bad ?token= with 4401, on /ws/chat/ and /ws/user/', async () => {
    const { roomId } = await pair();
    for (const token of ['x'.repeat(40), 'short']) {
      const chat = await open(chatUrl(roomId, { token }));
      expect((await chat.closedWithin()).code).toBe(4401);
      const own = await open(userUrl({ token }));
      expect((await own.closedWithin()).code).toBe(4401);
      expect(chat.received.filter((frame) => frame.type === 'connection_established')).toEqual([]);
    }
  });

  it('signs in by a first frame {type: "authenticate", token} on a socket opened without one, which then sends and receives', async () => {
    const { sender, receiver, roomId } = await pair();
    const client = await open(chatUrl(roomId));
    client.send({ type: 'authenticate', token: sender.token });
    expect(await client.next()).toEqual({ type: 'connection_established' });
    const other = await joinRoom(roomId, receiver);
    client.send({ type: 'chat_message', message: 'Authenticate orqali salom' });
    expect(await client.nextOf('message')).toMatchObject({ data: { content: 'Authenticate orqali salom', sender: { id: sender.id } } });
    expect(await other.nextOf('message')).toMatchObject({ data: { content: 'Authenticate orqali salom' } });
  });

  it('closes a socket whose authenticate frame carries a bad token with 4401', async () => {
    const { roomId } = await pair();
    const client = await open(chatUrl(roomId));
    client.send({ type: 'authenticate', token: 'y'.repeat(40) });
    expect((await client.closedWithin()).code).toBe(4401);
  });

  it('closes someone who is not a participant with 4403, whether signed in by ?token= or by an authenticate frame', async () => {
    const { roomId } = await pair();
    const stranger = await registerUser(app);
    const byQuery = await open(chatUrl(roomId, { token: stranger.token }));
    expect((await byQuery.closedWithin()).code).toBe(4403);
    const byFrame = await open(chatUrl(roomId));
    byFrame.send({ type: 'authenticate', token: stranger.token });
    expect((await byFrame.closedWithin()).code).toBe(4403);
    expect([...byQuery.received, ...byFrame.received]).toEqual([]);
  });

  it('closes a socket on a room that does not exist with 4403', async () => {
    const { sender } = await pair();
    const client = await open(chatUrl(2_000_000_000, { token: sender.token }));
    expect((await client.closedWithin()).code).toBe(4403);
    expect(client.received).toEqual([]);
  });

  it(`signs in by the session cookie with no Origin and with the site's Origin (${SITE_ORIGIN})`, async () => {
    const { sender, receiver, roomId } = await pair();
    expect(app.runtime.config.publicUrl.origin).toBe(SITE_ORIGIN);
    const cookie = `bozor_session=${sender.token}`;
    const noOrigin = await open(chatUrl(roomId), { cookie });
    expect(await noOrigin.next()).toEqual({ type: 'connection_established' });
    const siteOrigin = await open(chatUrl(roomId), { cookie: `lang=uz; ${cookie}`, origin: SITE_ORIGIN });
    expect(await siteOrigin.next()).toEqual({ type: 'connection_established' });
    const own = await open(userUrl(), { cookie: `bozor_session=${receiver.token}`, origin: SITE_ORIGIN });
    expect(await own.next()).toEqual({ type: 'connection_established' });
    expect(await own.next()).toEqual({ type: 'unread', total: 0 });
    noOrigin.send({ type: 'chat_message', message: 'Cookie bilan yuborildi' });
    for (const client of [noOrigin, siteOrigin, own])
      expect(await client.nextOf('message')).toMatchObject({ data: { content: 'Cookie bilan yuborildi', sender: { id: sender.id } } });
  });

  it('ignores the session cookie with a foreign Origin: no connection_established, and a chat_message answers not_authenticated and stores nothing', async () => {
    const { sender, roomId } = await pair();
    const client = await open(chatUrl(roomId, { lang: 'en' }), { cookie: `bozor_session=${sender.token}`, origin: FOREIGN_ORIGIN });
    client.send({ type: 'chat_message', message: 'Begona saytdan' });
    const error = await expectError(client, 'not_authenticated');
    expect(error.error).toBe('Please log in first.');
    expect(client.received.filter((frame) => frame.type === 'connection_established')).toEqual([]);
    expect(await stored(roomId, sender)).toEqual([]);
  });

  describe('with a short sign-in timeout (createChatSockets authTimeoutMs: 200; the runtime keeps 10 s)', () => {
    const AUTH_TIMEOUT_MS = 200;

    it('closes a socket with no token that sends no authenticate frame with 4401 once the timeout passes', async () => {
      const { roomId } = await pair();
      const { served } = await isolated({ authTimeoutMs: AUTH_TIMEOUT_MS });
      for (const url of [chatUrl(roomId, {}, served), userUrl({}, served)]) {
        const client = await open(url);
        const closed = await client.closedWithin(2_000);
        expect(closed.code).toBe(4401);
        expect(closed.afterMs).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
        expect(client.received).toEqual([]);
      }
    });

    it('closes a foreign-Origin socket carrying the session cookie with 4401 once the timeout passes', async () => {
      const { sender, roomId } = await pair();
      const { served } = await isolated({ authTimeoutMs: AUTH_TIMEOUT_MS });
      const client = await open(chatUrl(roomId, {}, served), { cookie: `bozor_session=${sender.token}`, origin: FOREIGN_ORIGIN });
      const closed = await client.closedWithin(2_000);
      expect(closed.code).toBe(4401);
      expect(client.received).toEqual([]);
      // The same cookie from the site's own page is accepted by this gateway.
      const fromSite = await open(chatUrl(roomId, {}, served), { cookie: `bozor_session=${sender.token}`, origin: SITE_ORIGIN });
      expect(await fromSite.next()).toEqual({ type: 'connection_established' });
    });

    it('keeps a socket that authenticated by frame before the timeout open after it', async () => {
      const { sender, roomId } = await pair();
      const { served } = await isolated({ authTimeoutMs: AUTH_TIMEOUT_MS });
      const client = await open(chatUrl(roomId, {}, served));
      client.send({ type: 'authenticate', token: sender.token });
      expect(await client.next()).toEqual({ type: 'connection_established' });
      await new Promise((resolve) => setTimeout(resolve, AUTH_TIMEOUT_MS + 100));
      expect(client.isOpen).toBe(true);
      client.send('not json');
      await expectError(client);
    });
  });
});

describe(`chat message delivery on ${TEST_DB}`, () => {
  it("stores a chat_message frame once and delivers it to every room socket of both participants and to the receiver's /ws/user/ socket with the unread total", async () => {
    const { sender, receiver, roomId } = await pair();
    const outsider = await registerUser(app);
    const [receiverA, receiverB, senderSocket] = [await joinRoom(roomId, receiver), await joinRoom(roomId, receiver), await joinRoom(roomId, sender)];
    const own = await joinUser(receiver);
    expect(own.unread).toBe(0);
    const outsiders = await joinUser(outsider);

    senderSocket.send({ type: 'chat_message', message: '  Salom! Narxi qancha?  ' });

    const [message] = await waitForStored(roomId, sender, 1);
    expect(message).toMatchObject({ content: 'Salom! Narxi qancha?', chat_id: roomId, sender: { id: sender.id, username: sender.username }, file: null });
    const expected = messageFrame(message!, roomId, sender);
    for (const client of [receiverA, receiverB, senderSocket, own.client]) {
      const frame = await client.nextOf('message');
      expect(frame).toEqual(expected);
      expect((frame.data as ChatMessage).timestamp).toBe(message!.timestamp);
    }
    expect(await own.client.nextOf('unread')).toEqual({ type: 'unread', total: 1 });
    // Delivered once each, and not to someone outside the room.
    for (const client of [receiverA, receiverB, senderSocket, own.client]) expect(client.pending().filter(isMessage)).toEqual([]);
    expect(outsiders.client.pending()).toEqual([]);
    expect(await stored(roomId, receiver)).toHaveLength(1);
  });

  it('delivers a message sent by REST POST /api/chats/{id}/messages/ on the room sockets and the /ws/user/ socket', async () => {
    const { sender, receiver, roomId } = await pair();
    const [receiverSocket, senderSocket] = [await joinRoom(roomId, receiver), await joinRoom(roomId, sender)];
    const own = await joinUser(receiver);
    const response = await postMessage(roomId, sender, 'REST orqali yuborildi');
    expect(response.status).toBe(201);
    const message = (await response.json()) as ChatMessage;
    const expected = messageFrame(message, roomId, sender);
    for (const client of [receiverSocket, senderSocket, own.client]) expect(await client.nextOf('message')).toEqual(expected);
    expect(await own.client.nextOf('unread')).toEqual({ type: 'unread', total: 1 });
    expect(await stored(roomId, sender)).toEqual([message]);
  });
});

/** Polls GET /api/chats/{id}/ until it holds at least `count` messages. */
async function waitForStored(roomId: number, user: RegisteredUser, count: number): Promise<ChatMessage[]> {
  let messages: ChatMessage[] = [];
  const start = performance.now();
  while (performance.now() - start < 3_000) {
    messages = await stored(roomId, user);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`room ${roomId} holds ${messages.length} messages, expected ${count}`);
}

describe(`bad frames on ${TEST_DB}`, () => {
  it('answers non-JSON text, a binary frame, an unknown type, a number as message and an empty or blank message with an error frame, keeps the socket, and still delivers afterwards', async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    const bad: Array<() => void> = [
      () => senderSocket.sendRaw('this is not json {'),
      () => senderSocket.sendRaw(Buffer.from(JSON.stringify({ type: 'chat_message', message: 'ikkilik' })), { binary: true }),
      () => senderSocket.send({ type: 'shout', message: 'nomaʼlum tur' }),
      () => senderSocket.send({ type: 'chat_message', message: 12345 }),
      () => senderSocket.send({ type: 'chat_message', message: '' }),
      () => senderSocket.send({ type: 'chat_message', message: ' \n\t  ' }),
      () => senderSocket.send({ type: 'chat_message' }),
      () => senderSocket.send('null'),
      () => senderSocket.send('[1,2]'),
    ];
    for (const send of bad) {
      send();
      await expectError(senderSocket);
    }
    senderSocket.send({ type: 'chat_message', message: 'Endi toʻgʻri xabar' });
    const delivered = await receiverSocket.nextOf('message');
    expect(delivered).toMatchObject({ data: { content: 'Endi toʻgʻri xabar' } });
    expect(await senderSocket.nextOf('message')).toEqual(delivered);
    expect((await stored(roomId, sender)).map((message) => message.content)).toEqual(['Endi toʻgʻri xabar']);
    expect(receiverSocket.pending()).toEqual([]);
  });

  it(`closes only the socket that sends a frame over the gateway's ${GATEWAY_MAX_PAYLOAD / 1024} KB maxPayload (1009); the others and the server go on`, async () => {
    const { sender, receiver, roomId } = await pair();
    const [flooder, senderOther, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    flooder.send({ type: 'chat_message', message: 'a'.repeat(GATEWAY_MAX_PAYLOAD + 1024) });
    expect((await flooder.closedWithin()).code).toBe(1009);
    senderOther.send({ type: 'chat_message', message: 'Hali ishlayapti' });
    expect(await receiverSocket.nextOf('message')).toMatchObject({ data: { content: 'Hali ishlayapti' } });
    expect(await senderOther.nextOf('message')).toMatchObject({ data: { content: 'Hali ishlayapti' } });
    expect((await stored(roomId, sender)).map((message) => message.content)).toEqual(['Hali ishlayapti']);
    // The process survives: the API answers and a new socket signs in.
    expect((await app.request('/api/health')).status).toBe(200);
    const fresh = await joinRoom(roomId, receiver);
    expect(fresh.isOpen).toBe(true);
  });

  it('answers a frame within the 64 KB limit whose text is over 4000 characters with an error, stores nothing and keeps the socket', async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    // 4001 Cyrillic letters written as \u escapes (as Python's json.dumps does): about 24 KB on the wire.
    const frame = JSON.stringify({ type: 'chat_message', message: 'ў'.repeat(4001) }).replace(/ў/g, '\\u045e');
    expect(Buffer.byteLength(frame)).toBeGreaterThan(16 * 1024);
    expect(Buffer.byteLength(frame)).toBeLessThan(GATEWAY_MAX_PAYLOAD);
    senderSocket.sendRaw(frame);
    senderSocket.send({ type: 'chat_message', message: 'Kichik kadr' });
    const answers = [await senderSocket.next(), await senderSocket.next()];
    expect(answers[0], JSON.stringify(answers)).toMatchObject({ type: 'error', code: 'validation_error', error: expect.stringMatching(/4000/) });
    expect(answers[1]).toMatchObject({ type: 'message', data: { content: 'Kichik kadr' } });
    expect(senderSocket.isOpen).toBe(true);
    expect(await receiverSocket.nextOf('message')).toMatchObject({ data: { content: 'Kichik kadr' } });
    expect((await stored(roomId, sender)).map((message) => message.content)).toEqual(['Kichik kadr']);
  });
});

describe(`message rules on the socket on ${TEST_DB}`, () => {
  it('stores exactly 20 of 25 chat_message frames sent at once and answers the other 5 with error rate_limited', async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    const texts = Array.from({ length: 25 }, (_, index) => `Tez xabar ${index + 1}`);
    for (const message of texts) senderSocket.send({ type: 'chat_message', message });
    const answers: Frame[] = [];
    for (let index = 0; index < 25; index += 1) answers.push(await senderSocket.next((frame) => isMessage(frame) || isError(frame)));
    const errors = answers.filter(isError);
    expect(errors).toHaveLength(5);
    for (const error of errors) expect(error).toMatchObject({ type: 'error', code: 'rate_limited', error: expect.stringMatching(/\S/) });
    expect(answers.filter(isMessage)).toHaveLength(20);
    const messages = await stored(roomId, sender);
    expect(messages).toHaveLength(20);
    // Frames of one socket are handled in order: the first 20 are the ones stored.
    expect(messages.map((message) => message.content)).toEqual(texts.slice(0, 20));
    const received: Frame[] = [];
    for (let index = 0; index < 20; index += 1) received.push(await receiverSocket.nextOf('message'));
    expect(received.map(idOf)).toEqual(messages.map((message) => message.id));
    expect(senderSocket.isOpen).toBe(true);
  });

  it('answers a message over 4000 characters with an error and stores nothing; 4000 characters are stored', async () => {
    const { sender, roomId } = await pair();
    const client = await joinRoom(roomId, sender, { lang: 'en' });
    client.send({ type: 'chat_message', message: 'ж'.repeat(4001) });
    const error = await expectError(client);
    expect(error.error).toBe('A message can be at most 4000 characters.');
    expect(await stored(roomId, sender)).toEqual([]);
    client.send({ type: 'chat_message', message: 'ж'.repeat(4000) });
    expect(await client.nextOf('message')).toMatchObject({ data: { content: 'ж'.repeat(4000) } });
    expect(await stored(roomId, sender)).toHaveLength(1);
  });

  it('stores the same text sent by socket and then by REST within 5 s once: REST answers 200 with that message, sockets get it once', async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    senderSocket.send({ type: 'chat_message', message: 'Ikki yoʻl bilan' });
    const first = await receiverSocket.nextOf('message');
    const again = await postMessage(roomId, sender, 'Ikki yoʻl bilan');
    expect(again.status).toBe(200);
    expect(((await again.json()) as ChatMessage).id).toBe(idOf(first));
    senderSocket.send({ type: 'chat_message', message: 'Keyingi xabar' });
    const next = await receiverSocket.nextOf('message');
    expect(next).toMatchObject({ data: { content: 'Keyingi xabar' } });
    expect(receiverSocket.received.filter(isMessage).map(idOf)).toEqual([idOf(first), idOf(next)]);
    expect((await stored(roomId, sender)).map((message) => message.content)).toEqual(['Ikki yoʻl bilan', 'Keyingi xabar']);
  });

  it('answers a repeated frame within 5 s with the stored message on that socket only', async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, otherSenderSocket, receiverSocket] = [
      await joinRoom(roomId, sender),
      await joinRoom(roomId, sender),
      await joinRoom(roomId, receiver),
    ];
    senderSocket.send({ type: 'chat_message', message: 'Takror' });
    const first = await senderSocket.nextOf('message');
    senderSocket.send({ type: 'chat_message', message: 'Takror' });
    const repeat = await senderSocket.nextOf('message');
    expect(idOf(repeat)).toBe(idOf(first));
    senderSocket.send({ type: 'chat_message', message: 'Belgi' });
    const marker = await receiverSocket.next((frame) => isMessage(frame) && (frame as { data?: { content?: string } }).data?.content === 'Belgi');
    await otherSenderSocket.next((frame) => isMessage(frame) && idOf(frame) === idOf(marker));
    expect(receiverSocket.received.filter(isMessage).map(idOf)).toEqual([idOf(first), idOf(marker)]);
    expect(otherSenderSocket.received.filter(isMessage).map(idOf)).toEqual([idOf(first), idOf(marker)]);
    expect((await stored(roomId, sender)).map((message) => message.content)).toEqual(['Takror', 'Belgi']);
  });

  it("answers the sender's frame with error chat_blocked after the receiver blocks the room, and stores nothing", async () => {
    const { sender, receiver, roomId } = await pair();
    const [senderSocket, receiverSocket] = [await joinRoom(roomId, sender), await joinRoom(roomId, receiver)];
    const block = await postJson(app, `/api/chats/${roomId}/block/`, {}, tokenHeader(receiver));
    expect(block.status).toBe(200);
    expect(await block.json()).toMatchObject({ id: roomId, blocked_by_me: true });
    senderSocket.send({ type: 'chat_message', message: 'Bloklangan xabar' });
    await expectError(senderSocket, 'chat_blocked');
    expect(await stored(roomId, sender)).toEqual([]);
    // The blocked person's frames still get answers, and unblocking lets them through.
    expect((await postJson(app, `/api/chats/${roomId}/unblock/`, {}, tokenHeader(receiver))).status).toBe(200);
    senderSocket.send({ type: 'chat_message', message: 'Blokdan keyin' });
    expect(await receiverSocket.nextOf('message')).toMatchObject({ data: { content: 'Blokdan keyin' } });
    expect(receiverSocket.received.filter(isMessage)).toHaveLength(1);
  });

  it('words errors in the language of ?lang= on the socket URL', async () => {
    const { sender, roomId } = await pair();
    const russian = await joinRoom(roomId, sender, { lang: 'ru' });
    russian.send({ type: 'chat_message', message: '   ' });
    expect(await expectError(russian, 'message_empty')).toMatchObject({ error: 'Сообщение не может быть пустым.' });
    const english = await joinRoom(roomId, sender, { lang: 'en' });
    english.send({ type: 'chat_message', message: '' });
    expect(await expectError(english, 'message_empty')).toMatchObject({ error: 'Message cannot be empty.' });
  });
});

describe(`dead sockets on ${TEST_DB} (createChatSockets pingIntervalMs: 100; the runtime keeps 30 s)`, () => {
  it('terminates a client that stops answering pings within a few intervals and keeps one that answers', async () => {
    const PING_INTERVAL_MS = 100;
    const { sender, receiver, roomId } = await pair();
    const { sockets, served } = await isolated({ pingIntervalMs: PING_INTERVAL_MS });
    const silent = await joinRoom(roomId, sender, {}, served);
    const healthy = await joinRoom(roomId, receiver, {}, served);
    expect(sockets.size).toBe(2);
    silent.tcp.pause();
    const pausedAt = performance.now();
    await waitFor(() => sockets.size === 1, 2_000, 'the silent socket to be dropped');
    const droppedAfter = performance.now() - pausedAt;
    expect(droppedAfter).toBeLessThan(4 * PING_INTERVAL_MS + 200);
    silent.tcp.resume();
    expect((await silent.closedWithin(1_000)).code).toBe(1006);
    // The healthy one answered every ping and is still served.
    await new Promise((resolve) => setTimeout(resolve, 2 * PING_INTERVAL_MS));
    expect(healthy.isOpen).toBe(true);
    expect(sockets.size).toBe(1);
    healthy.send('not json');
    await expectError(healthy);
  });
});
