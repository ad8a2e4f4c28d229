import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../src/lib/schemas/chats.ts';
import { startBuiltServer } from '../../scripts/bench/built-server.mjs';
import { postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { SocketClient } from '../fixtures/chat-sockets.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * Two server processes on one PostgreSQL database (the built production server, `npm run build`
 * first): a message sent to one reaches a participant's socket on the other, through LISTEN/NOTIFY.
 * Run with TEST_DB=postgres only (vitest.config.ts): SQLite is one process's database.
 */
describe('two server processes on one PostgreSQL database', () => {
  let app: TestApp;
  let servers: Array<{ base: string; stop(): Promise<void> }>;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let room: ChatRoom;
  beforeAll(async () => {
    app = await startTestApp();
    [seller, buyer] = [await registerUser(app, { username: 'Sotuvchi' }), await registerUser(app, { username: 'Xaridor' })];
    const created = await postJson(app, '/api/chats/', { participants: [buyer.id, seller.id] }, tokenHeader(buyer));
    room = (await created.json()) as ChatRoom;
    const shared = { dataDir: app.dataDir, databaseUrl: app.runtime.config.DATABASE_URL, env: { NODE_ENV: 'test' } };
    servers = [await startBuiltServer(shared), await startBuiltServer(shared)];
  }, 120_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await app.close();
  });

  const socketOn = (server: { base: string }, user: RegisteredUser) =>
    SocketClient.open(`${server.base.replace('http', 'ws')}/ws/chat/${room.id}/?token=${user.token}`);
  const contentOf = (frame: unknown) => (frame as { data: ChatMessage }).data.content;

  it("delivers a socket message and a REST message sent to one process to the other's sockets, each stored once", async () => {
    const [first, second] = [servers[0]!, servers[1]!];
    const receiver = await socketOn(first, seller);
    const sender = await socketOn(second, buyer);
    await receiver.nextOf('connection_established');
    await sender.nextOf('connection_established');

    let sentAt = performance.now();
    sender.send({ type: 'chat_message', message: 'Salom, ikkinchi jarayondan' });
    const bySocket = await receiver.nextOf('message', 5_000);
    const socketMs = performance.now() - sentAt;
    expect(contentOf(bySocket)).toBe('Salom, ikkinchi jarayondan');

    sentAt = performance.now();
    const posted = await fetch(`${second.base}/api/chats/${room.id}/messages/`, {
      method: 'POST',
      headers: { ...tokenHeader(buyer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'REST orqali' }),
    });
    expect(posted.status).toBe(201);
    const byRest = await receiver.nextOf('message', 5_000);
    const restMs = performance.now() - sentAt;
    expect(contentOf(byRest)).toBe('REST orqali');

    // And back: the seller answers on the first process, the buyer hears it on the second.
    receiver.send({ type: 'chat_message', message: 'Ha, bor' });
    await sender.next((frame) => frame.type === 'message' && contentOf(frame) === 'Ha, bor', 5_000);
    const opened = (await (await app.request(`/api/chats/${room.id}/`, { headers: tokenHeader(seller) })).json()) as { messages: ChatMessage[] };
    expect(opened.messages.map((message) => message.content)).toEqual(['Salom, ikkinchi jarayondan', 'REST orqali', 'Ha, bor']);
    console.info(
      `[chat-instances] across processes: socket ${socketMs.toFixed(1)} ms, REST ${restMs.toFixed(1)} ms (DESIGN: within 100 ms; bench: scripts/bench/chat.mjs)`,
    );
    receiver.close();
    sender.close();
  });
});
