import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatOpened, ChatRoom } from '../../src/lib/schemas/chats.ts';
import { CLOSE_BAD_TOKEN, CLOSE_TOO_MANY_SOCKETS, type ChatSocketsOptions } from '../../src/server/chats/chat-sockets.ts';
import { SOCKET_LIMITS } from '../../src/server/chats/socket-quota.ts';
import { lastCode, newIp, postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { isolatedSockets, serveSockets, SocketClient, type SocketServer } from '../fixtures/chat-sockets.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 18: a socket lives as long as the session it was opened with (logout, password reset,
 * expiry close it with 4401 and it cannot send meanwhile), and one address or account holds a
 * bounded number of sockets (4429 with a localized error frame).
 */
let app: TestApp;
let server: SocketServer;
const opened: SocketClient[] = [];
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

async function pair(): Promise<{ sender: RegisteredUser; receiver: RegisteredUser; roomId: number }> {
  const [sender, receiver] = await Promise.all([registerUser(app), registerUser(app)]);
  const response = await postJson(app, '/api/chats/', { participants: [receiver.id] }, tokenHeader(sender));
  expect(response.status).toBe(201);
  return { sender, receiver, roomId: ((await response.json()) as ChatRoom).id };
}

async function open(url: string): Promise<SocketClient> {
  const client = await SocketClient.open(url);
  opened.push(client);
  return client;
}

/** A socket signed in with `token`, past connection_established. */
async function signedIn(path: string, token: string, on: SocketServer = server): Promise<SocketClient> {
  const client = await open(on.url(`${path}?token=${encodeURIComponent(token)}`));
  expect(await client.next()).toEqual({ type: 'connection_established' });
  return client;
}

/** A second session of the same account (another phone or browser). */
async function loginAgain(user: RegisteredUser): Promise<string> {
  const response = await postJson(app, '/api/accounts/login/', { phone_number: user.phone, password: user.password }, {}, newIp());
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function storedContents(roomId: number, user: RegisteredUser): Promise<string[]> {
  const response = await app.request(`/api/chats/${roomId}/`, { headers: tokenHeader(user) });
  expect(response.status).toBe(200);
  return ((await response.json()) as ChatOpened).messages.map((message) => message.content);
}

/** Sockets of their own (fixtures/chat-sockets.ts), closed after the test. */
async function isolated(options: Partial<ChatSocketsOptions>) {
  const own = await isolatedSockets(app.runtime, options);
  cleanups.push(own.close);
  return own;
}

describe(`sockets follow their session on ${TEST_DB}`, () => {
  it("closes the /ws/chat/ and /ws/user/ sockets of a logged-out token with 4401 within a second, and keeps those of the same account's other session", async () => {
    const { sender, roomId } = await pair();
    const otherToken = await loginAgain(sender);
    const room = await signedIn(`/ws/chat/${roomId}/`, sender.token);
    const own = await signedIn('/ws/user/', sender.token);
    const otherRoom = await signedIn(`/ws/chat/${roomId}/`, otherToken);

    const loggedOutAt = performance.now();
    const logout = await app.request('/api/accounts/logout/', { method: 'POST', headers: tokenHeader(sender) });
    expect(logout.status).toBe(200);
    for (const socket of [room, own]) {
      const closed = await socket.closedWithin(1_000);
      expect(closed.code).toBe(CLOSE_BAD_TOKEN);
    }
    expect(performance.now() - loggedOutAt).toBeLessThan(1_000);
    expect(otherRoom.isOpen).toBe(true);
    otherRoom.send({ type: 'chat_message', message: 'Hali shu yerdaman' });
    expect((await otherRoom.nextOf('message')).data).toMatchObject({ content: 'Hali shu yerdaman' });
  });

  it('closes every socket of the account after a password reset, whichever session opened it', async () => {
    const { sender, roomId } = await pair();
    const otherToken = await loginAgain(sender);
    const sockets = [await signedIn(`/ws/chat/${roomId}/`, sender.token), await signedIn('/ws/user/', otherToken)];
    expect((await postJson(app, '/api/accounts/send-sms/', { phone_number: sender.phone, purpose: 'reset' }, {}, newIp())).status).toBe(200);
    const reset = await postJson(
      app,
      '/api/accounts/password-reset/',
      { phone_number: sender.phone, otp: await lastCode(app, sender.phone), new_password: 'Yangi-Parol-2026!' },
      {},
      newIp(),
    );
    expect(reset.status).toBe(200);
    for (const socket of sockets) expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
  });

  it('closes every socket of an account a moderator suspends (issue 23), and refuses a new one with its old token', async () => {
    const { sender, receiver, roomId } = await pair();
    const otherToken = await loginAgain(sender);
    const sockets = [await signedIn(`/ws/chat/${roomId}/`, sender.token), await signedIn('/ws/user/', otherToken)];
    const receiverSocket = await signedIn('/ws/user/', receiver.token);
    const moderator = await registerUser(app);
    expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);
    expect((await postJson(app, '/api/reports/', { target_type: 'user', target_id: sender.id, reason: 'scam' }, tokenHeader(receiver))).status).toBe(201);
    const queue = (await (await app.request('/api/moderation/cases/?target_type=user', { headers: tokenHeader(moderator) })).json()) as {
      results: Array<{ id: number; target_id: number }>;
    };
    const caseId = queue.results.find((each) => each.target_id === sender.id)!.id;
    const decided = await postJson(
      app,
      `/api/moderation/cases/${caseId}/decision`,
      { decision: 'suspend', days: 7, reason: 'Oldindan toʻlov soʻradi' },
      tokenHeader(moderator),
    );
    expect(decided.status).toBe(200);
    for (const socket of sockets) expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    const again = await open(server.url(`/ws/user/?token=${encodeURIComponent(sender.token)}`));
    expect((await again.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    // The one who reported keeps their socket.
    receiverSocket.send({ type: 'ping' });
    expect(receiverSocket.isOpen).toBe(true);
  });

  it('refuses a chat_message from a socket whose session ended before its close arrived: closed with 4401, nothing stored', async () => {
    const { sender, receiver, roomId } = await pair();
    // A gateway on a bus that never hears the logout: the close is "still in flight" for ever.
    const { served } = await isolated({});
    const socket = await signedIn(`/ws/chat/${roomId}/`, sender.token, served);
    expect((await app.request('/api/accounts/logout/', { method: 'POST', headers: tokenHeader(sender) })).status).toBe(200);
    expect(socket.isOpen).toBe(true);
    socket.send({ type: 'chat_message', message: 'Chiqib ketganimdan keyin' });
    expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    expect(await storedContents(roomId, receiver)).toEqual([]);
  });

  it('closes a socket whose token expired unused (90 days) at the next session check', async () => {
    const { sender, roomId } = await pair();
    const { served } = await isolated({ pingIntervalMs: 50, sessionRecheckMs: 0 });
    const socket = await signedIn(`/ws/chat/${roomId}/`, sender.token, served);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.isOpen).toBe(true);
    app.clock.advance(91 * 24 * 3600 * 1000);
    try {
      expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    } finally {
      app.clock.advance(-91 * 24 * 3600 * 1000);
    }
  });

  it('refuses a new socket with a logged-out token (4401)', async () => {
    const { sender, roomId } = await pair();
    expect((await app.request('/api/accounts/logout/', { method: 'POST', headers: tokenHeader(sender) })).status).toBe(200);
    const socket = await open(server.url(`/ws/chat/${roomId}/?token=${sender.token}`));
    expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
  });
});

describe(`open sockets per account and address on ${TEST_DB}`, () => {
  it(`signs in exactly ${SOCKET_LIMITS.perUser} of 30 /ws/user/ sockets of one account opened at once; the others get a localized error and 4429`, async () => {
    const user = await registerUser(app);
    const sockets = await Promise.all(Array.from({ length: 30 }, () => open(server.url(`/ws/user/?token=${user.token}&lang=en`))));
    const outcomes = await Promise.all(
      sockets.map(async (socket) => {
        const first = await socket.next();
        if (first.type === 'connection_established') return 'in';
        expect(first).toMatchObject({ type: 'error', code: 'too_many_sockets', error: 'Too many open connections. Close other tabs and reload the page.' });
        expect((await socket.closedWithin(1_000)).code).toBe(CLOSE_TOO_MANY_SOCKETS);
        return 'refused';
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'in')).toHaveLength(SOCKET_LIMITS.perUser);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(30 - SOCKET_LIMITS.perUser);
    // A place given back is free again.
    const inside = sockets.find((socket) => socket.isOpen)!;
    inside.close();
    await inside.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await signedIn('/ws/user/', user.token);
  });

  it('holds at most the signed-out share of one address before sign-in, and the address share in all', async () => {
    const { sender, roomId } = await pair();
    const { served } = await isolated({ socketLimits: { perUser: 10, perAddress: 4, signedOutPerAddress: 2 } });
    // Two sockets without a token wait for their authenticate frame; a third from the same address is refused.
    const waiting = [await open(served.url(`/ws/chat/${roomId}/`)), await open(served.url(`/ws/chat/${roomId}/`))];
    const third = await open(served.url(`/ws/chat/${roomId}/`));
    expect(await third.next()).toMatchObject({ type: 'error', code: 'too_many_sockets' });
    expect((await third.closedWithin(1_000)).code).toBe(CLOSE_TOO_MANY_SOCKETS);
    // Signing one in frees a signed-out place.
    waiting[0]!.send({ type: 'authenticate', token: sender.token });
    expect(await waiting[0]!.next()).toEqual({ type: 'connection_established' });
    await signedIn(`/ws/chat/${roomId}/`, sender.token, served);
    await signedIn('/ws/user/', sender.token, served);
    // Now four sockets from the address (three signed in, one waiting): the next is refused even with a token.
    const fifth = await open(served.url(`/ws/user/?token=${sender.token}`));
    expect(await fifth.next()).toMatchObject({ type: 'error', code: 'too_many_sockets' });
    expect((await fifth.closedWithin(1_000)).code).toBe(CLOSE_TOO_MANY_SOCKETS);
    expect(waiting[1]!.isOpen).toBe(true);
  });
});
