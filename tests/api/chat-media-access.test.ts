import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { chatRoomOfKey } from '../../src/server/chats/chat-media-access.ts';
import { tokenHeader } from '../fixtures/accounts.ts';
import { mp3Bytes, roomWithFiles, type RoomWithFiles } from '../fixtures/chat-files.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { serveStaticFiles } from '../fixtures/static-server.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Chat attachments under /media are the room's (README "Messages"): the static handler as the
 * production server composes it, with the runtime's own rule (chats/chat-media-access.ts) over
 * the real database and the local media store.
 */
let app: TestApp;
let site: Awaited<ReturnType<typeof serveStaticFiles>>;
let chat: RoomWithFiles;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  site = await serveStaticFiles(app.runtime.media, {}, app.runtime.privateMedia);
  chat = await roomWithFiles(app);
  product = await createProduct(app, chat.seller, (await productCategories(app))[0]!.id);
});
afterAll(async () => {
  await site?.close();
  await app?.close();
});

const cookieOf = (user: { cookie: string }) => ({ Cookie: user.cookie });

describe(`chat attachments are the room's on ${TEST_DB}`, () => {
  it('gives messages stable /media/chat/{room}/… URLs', () => {
    expect(chat.image.url).toMatch(new RegExp(`^/media/chat/${chat.room.id}/img-[0-9a-f-]+\\.webp$`));
    expect(chat.audio.url).toMatch(new RegExp(`^/media/chat/${chat.room.id}/[0-9a-f]{24}\\.mp3$`));
    expect(chatRoomOfKey(chat.audio.url.slice('/media/'.length))).toBe(chat.room.id);
  });

  it('sends a participant the picture and its thumbnail by cookie or token: inline, private, never immutable', async () => {
    for (const [path, headers] of [
      [chat.image.url, cookieOf(chat.buyer)],
      [chat.image.url, tokenHeader(chat.seller)],
      [chat.image.url.replace(/\.webp$/, '-thumb.webp'), cookieOf(chat.seller)],
    ] as const) {
      const response = await site.get(path, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
      expect(response.headers.vary).toBe('Cookie, Authorization');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe('inline');
      expect(response.body.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('sends a participant the voice message as a download, whole or one range', async () => {
    const whole = await site.get(chat.audio.url, tokenHeader(chat.buyer));
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['content-disposition']).toBe('attachment');
    expect(whole.headers['cache-control']).toBe('private, max-age=86400');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.body.equals(mp3Bytes)).toBe(true);

    const range = await site.get(chat.audio.url, { ...cookieOf(chat.seller), Range: 'bytes=100-1099' });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${mp3Bytes.length}`);
    expect(range.headers['content-disposition']).toBe('attachment');
    expect(range.headers['cache-control']).toBe('private, max-age=86400');
    expect(range.body.equals(mp3Bytes.subarray(100, 1100))).toBe(true);
  });

  it('answers 404, uncacheable and empty, to a signed-out visitor, a stranger, a wrong token and a range of theirs', async () => {
    const refused = [
      {},
      tokenHeader(chat.stranger),
      cookieOf(chat.stranger),
      { Authorization: 'Token not-a-real-token-but-long-enough' },
      { Cookie: 'bozor_session=not-a-real-token-but-long-enough' },
      { ...tokenHeader(chat.stranger), Range: 'bytes=0-99' },
    ];
    for (const headers of refused) {
      for (const path of [chat.image.url, chat.audio.url]) {
        const response = await site.get(path, headers);
        expect([path, headers, response.status, response.headers['cache-control'], response.body.length]).toEqual([path, headers, 404, 'no-store', 0]);
      }
    }
    expect((await site.get(chat.audio.url, {}, 'HEAD')).status).toBe(404);
  });

  it('answers a missing file in the room 404, as to a stranger', async () => {
    const missing = chat.audio.url.replace(/[0-9a-f]{24}/, 'f'.repeat(24));
    expect((await site.get(missing, tokenHeader(chat.buyer))).status).toBe(404);
    expect((await site.get(missing, tokenHeader(chat.stranger))).status).toBe(404);
  });

  it('stops sending the files to a session that logged out', async () => {
    const session = await app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: chat.buyer.phone, password: chat.buyer.password }),
    });
    expect(session.status, await session.clone().text()).toBe(200);
    const { token } = (await session.json()) as { token: string };
    expect((await site.get(chat.image.url, { Authorization: `Token ${token}` })).status).toBe(200);
    await app.runtime.services.auth.logout(token);
    expect((await site.get(chat.image.url, { Authorization: `Token ${token}` })).status).toBe(404);
  });

  it('still serves listing images to anyone, public and immutable', async () => {
    const response = await site.get(product.images[0]!.image);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it("takes a file sent again by its URL, relative or absolute, only in that file's room", async () => {
    const { chats } = app.runtime.services;
    const again = await chats.send(chat.room.id, chat.buyer.id, { attachment: { url: chat.audio.url } });
    expect(again.message.file).toEqual(chat.audio);
    const absolute = await chats.send(chat.room.id, chat.seller.id, { attachment: { url: `https://bozor.example${chat.image.url}` } });
    expect(absolute.message.file).toEqual(chat.image);
    const strangersRoom = (await chats.list(chat.stranger.id))[0]!;
    await expect(chats.send(strangersRoom.id, chat.stranger.id, { attachment: { url: chat.audio.url } })).rejects.toMatchObject({
      code: 'validation_error',
      options: { fields: { file: [{ key: 'file_not_in_chat' }] } },
    });
  });
});
