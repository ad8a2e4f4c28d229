import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatOpened, ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { CLOSE_BAD_TOKEN } from '../../src/server/chats/chat-sockets.ts';
import { postJson, registerUser, tokenHeader } from '../fixtures/accounts.ts';
import { serveSockets, SocketClient, type SocketServer } from '../fixtures/chat-sockets.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * Two instances on one PostgreSQL database (two runtimes, each with its own pool and LISTEN
 * connection): a logout on instance A closes the socket opened on instance B, which cannot send
 * meanwhile. Run with TEST_DB=postgres only (vitest.config.ts).
 */
describe('a session ended on one instance closes its sockets on another', () => {
  let app: TestApp;
  let second: Runtime;
  let onB: SocketServer;
  beforeAll(async () => {
    app = await startTestApp();
    second = await app.restart();
    onB = await serveSockets(second.ws);
  });
  afterAll(async () => {
    await onB?.close();
    await app?.close();
  });

  it('logs out on instance A; the /ws/chat/ and /ws/user/ sockets on instance B close with 4401 within a second and store nothing', async () => {
    const [seller, buyer] = [await registerUser(app), await registerUser(app)];
    const created = await postJson(app, '/api/chats/', { participants: [seller.id] }, tokenHeader(buyer));
    const room = (await created.json()) as ChatRoom;
    const chat = await SocketClient.open(onB.url(`/ws/chat/${room.id}/?token=${buyer.token}`));
    const own = await SocketClient.open(onB.url(`/ws/user/?token=${buyer.token}`));
    expect(await chat.next()).toEqual({ type: 'connection_established' });
    expect(await own.next()).toEqual({ type: 'connection_established' });

    const loggedOutAt = performance.now();
    expect((await app.request('/api/accounts/logout/', { method: 'POST', headers: tokenHeader(buyer) })).status).toBe(200);
    // Sent right after the logout: refused whether the close has arrived yet or not.
    if (chat.isOpen) chat.send({ type: 'chat_message', message: 'Men hali shu yerdamanmi?' });
    expect((await chat.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    expect((await own.closedWithin(1_000)).code).toBe(CLOSE_BAD_TOKEN);
    expect(performance.now() - loggedOutAt).toBeLessThan(1_000);

    const opened = await second.api.request(`/api/chats/${room.id}/`, { headers: tokenHeader(seller) });
    expect(((await opened.json()) as ChatOpened).messages).toEqual([]);
  });
});
