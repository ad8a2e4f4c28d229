import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let tashkentChilonzor: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  alice = await registerUser(app, { username: 'Alisher' });
  bob = await registerUser(app, { username: 'Bobur' });
  const all = (await (await app.request('/api/accounts/all-location')).json()) as Array<{ id: number; district: string }>;
  tashkentChilonzor = all.find((location) => location.district === 'Chilonzor tumani')!;
});
afterAll(async () => {
  await app.close();
});

const info = async (user: RegisteredUser) =>
  (await (await app.request('/api/accounts/user/info', { headers: tokenHeader(user) })).json()) as {
    data: { username: string; profile_image: { image: string | null; thumbnail: string | null }; location: { id: number; district: string } | null };
  };
function put(user: RegisteredUser, fields: Record<string, string | Blob>, lang = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value as never);
  return app.request(`/api/accounts/user/info?lang=${lang}`, { method: 'PUT', headers: tokenHeader(user), body: form });
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe(`profile on ${TEST_DB}`, () => {
  it('shows the signed-in user: id, username, phone, image and location', async () => {
    const response = await app.request('/api/accounts/user/info/', { headers: tokenHeader(alice) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      data: {
        id: alice.id,
        username: 'Alisher',
        phone_number: alice.phone,
        profile_image: { image: null, thumbnail: null },
        location: expect.objectContaining({ region: 'Andijon viloyati' }),
      },
      user_info: { id: alice.id, username: 'Alisher', location: expect.objectContaining({ region: 'Andijon viloyati' }) },
      liked_products: [],
      liked_services: [],
      liked_real_estate: [],
      liked_comments: [],
    });
  });

  it('refuses to show a profile without a token', async () => {
    expect((await app.request('/api/accounts/user/info')).status).toBe(401);
  });

  it('changes username and location, each optional', async () => {
    const renamed = await put(alice, { username: 'Alisher_N' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { data: { username: string } }).data.username).toBe('Alisher_N');
    const moved = await put(alice, { location_id: String(tashkentChilonzor.id) });
    expect(((await moved.json()) as { data: { location: { district: string } } }).data.location.district).toBe('Chilonzor tumani');
    expect((await info(alice)).data.username).toBe('Alisher_N');
  });

  it('stores a profile image as WebP in two sizes, served under /media', async () => {
    const response = await put(alice, { profile_image: file(await png(2400, 1800), 'me.png', 'image/png') });
    expect(response.status).toBe(200);
    const { image, thumbnail } = (await info(alice)).data.profile_image;
    expect(image).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    expect(thumbnail).toBe(image!.replace('.webp', '-thumb.webp'));
    const large = await sharp(path.join(app.dataDir, image!)).metadata();
    const small = await sharp(path.join(app.dataDir, thumbnail!)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 1200]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 300]);
  });

  it('strips EXIF metadata and turns photos upright', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fcd34d' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    expect((await put(bob, { profile_image: file(jpeg, 'photo.jpg', 'image/jpeg') })).status).toBe(200);
    const { image } = (await info(bob)).data.profile_image;
    const stored = await readFile(path.join(app.dataDir, image!));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(stored.includes(Buffer.from('secret location'))).toBe(false);
  });

  it('replaces the previous image and deletes its files', async () => {
    const before = (await info(alice)).data.profile_image.image!;
    expect((await put(alice, { profile_image: file(await png(64, 64), 'a.png', 'image/png') })).status).toBe(200);
    const after = (await info(alice)).data.profile_image.image!;
    expect(after).not.toBe(before);
    await expect(stat(path.join(app.dataDir, before))).rejects.toThrow();
    await expect(stat(path.join(app.dataDir, before.replace('.webp', '-thumb.webp')))).rejects.toThrow();
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await put(bob, { profile_image: file(big, 'big.png', 'image/png') });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Images must be 5 MB or smaller.', code: 'image_too_large' });
  });

  it('refuses an image of more than 24 megapixels before decoding it, with 413', async () => {
    // 6000 × 6000 of one colour: 36 megapixels in a few kilobytes, about 140 MB once decoded.
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const response = await put(bob, { profile_image: file(huge, 'huge.png', 'image/png') });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The image is too large: at most 24 megapixels.', code: 'image_too_many_pixels' });
  });

  it('refuses a file that is not an image whatever its name says, with 415', async () => {
    const response = await put(bob, { profile_image: file(new TextEncoder().encode('<?php echo 1; ?>'), 'avatar.png', 'image/png') });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: 'Only JPEG, PNG, GIF or WebP images can be uploaded.', code: 'image_invalid_type' });
  });

  it('refuses a broken image with the right magic bytes with 400', async () => {
    const broken = new Uint8Array(2000);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await put(bob, { profile_image: file(broken, 'broken.png', 'image/png') });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('image_unreadable');
  });

  it('accepts GIF and WebP images', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0ea5e9' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0ea5e9' } })
      .webp()
      .toBuffer();
    expect((await put(bob, { profile_image: file(gif, 'a.gif', 'image/gif') })).status).toBe(200);
    expect((await put(bob, { profile_image: file(webp, 'a.webp', 'image/webp') })).status).toBe(200);
  });

  it('changes nothing when one field is invalid', async () => {
    const before = await info(bob);
    const response = await put(bob, { username: 'Bobur_New', location_id: '999999', profile_image: file(await png(30, 30), 'x.png', 'image/png') });
    expect(response.status).toBe(400);
    expect(await info(bob)).toEqual(before);
  });

  it('keeps usernames unique case-insensitively when renaming, but lets me change my own case', async () => {
    const taken = await put(bob, { username: 'ALISHER_N' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe('username_taken');
    expect((await put(alice, { username: 'ALISHER_N' })).status).toBe(200);
  });

  it("changes only the token owner's profile: someone else's token cannot change mine", async () => {
    const aliceBefore = await info(alice);
    const response = await put(bob, { username: 'Bobur_Changed' });
    expect(response.status).toBe(200);
    expect(await info(alice)).toEqual(aliceBefore);
    expect((await info(bob)).data.username).toBe('Bobur_Changed');
  });

  it('refuses a profile update without a token, or as JSON', async () => {
    const form = new FormData();
    form.set('username', 'Intruder');
    expect((await app.request('/api/accounts/user/info', { method: 'PUT', body: form })).status).toBe(401);
    const json = await app.request('/api/accounts/user/info', {
      method: 'PUT',
      headers: { ...tokenHeader(bob), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'Json' }),
    });
    expect(json.status).toBe(415);
  });
});
