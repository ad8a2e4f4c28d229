import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/lib/image-type.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import type { UploadGateOptions } from '../../src/server/http/upload-gate.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { mediaFiles, pngFile, productCategories, productFields, productForm } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** A picture of random noise (it does not compress): `side`² pixels, about 3 bytes each as PNG. */
async function noisePng(side: number, name = 'noise.png'): Promise<File> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  const png = await sharp(pixels.subarray(0, side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** A form as it goes over the network: its content type (with the boundary) and its bytes. */
async function encode(form: FormData): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * A client sending `bytes` in 64 KB chunks. `pace(sent)` runs before each chunk: it may hold the
 * next one back (a slow client) or answer 'gone' (the connection broke off).
 */
function clientBody(bytes: Uint8Array, pace: (sent: number) => Promise<'go' | 'gone'> | 'go' | 'gone' = () => 'go') {
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if ((await pace(sent)) === 'gone') return controller.error(new Error('the client went away'));
        if (sent >= bytes.length) return controller.close();
        const chunk = bytes.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

/** A gate that holds a body back until `release()`: the upload stays in flight meanwhile. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { pace: async (sent: number) => (sent > 0 ? (await gate, 'go' as const) : ('go' as const)), release };
}

async function postStreamed(app: TestApp, user: RegisteredUser, form: FormData, pace?: Parameters<typeof clientBody>[1], declareLength = false) {
  const { type, bytes } = await encode(form);
  return app.request('/api/products/api/products/?lang=en', {
    method: 'POST',
    headers: { ...tokenHeader(user), 'Content-Type': type, ...(declareLength && { 'Content-Length': String(bytes.length) }) },
    body: clientBody(bytes, pace),
    duplex: 'half',
  } as RequestInit);
}

/** Temporary files of uploads on disk right now. */
async function temporaryFiles(app: TestApp): Promise<string[]> {
  const root = path.join(app.dataDir, 'tmp', 'uploads');
  const entries = await readdir(root, { recursive: true }).catch(() => []);
  return entries.map(String);
}

async function listingRows(app: TestApp): Promise<number> {
  return Number(
    (
      await app.runtime.database.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** Until `condition` holds (it may read, as the disk), at most 5 s. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 500) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function appWith(uploads: Omit<UploadGateOptions, 'tmpRoot' | 'logger'> = {}) {
  const app = await startTestApp({}, undefined, { uploads });
  const [seller, other] = [await registerUser(app), await registerUser(app)];
  // Sellers of some standing (quotas.test.ts): past an account's first week.
  app.clock.advance(FIRST_WEEK_MS);
  const category = (await productCategories(app))[0]!.id;
  return { app, seller, other, form: (files: File[]) => productForm(productFields(category), files) };
}

describe(`uploads read in bounded memory on ${TEST_DB}`, () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith();
  });
  afterAll(async () => {
    await setup.app.close();
  });

  it('leaves the temporary directory empty after a listing is saved and after one is refused', async () => {
    const { app, seller, form } = setup;
    expect((await postStreamed(app, seller, form([await pngFile('#112233'), await pngFile('#332211')]))).status).toBe(201);
    expect(await temporaryFiles(app)).toEqual([]);
    const refused = await postStreamed(app, seller, form([new File(['<?php echo 1;'], 'x.png', { type: 'image/png' })]));
    expect(refused.status).toBe(415);
    expect(await temporaryFiles(app)).toEqual([]);
    expect(app.runtime.uploads.load()).toEqual({ uploads: 0, bytes: 0, waiting: 0 });
  });

  it('leaves no temporary file, media file or row when the body is cut off in the middle of a file', async () => {
    const { app, seller, form } = setup;
    const [rows, media] = [await listingRows(app), await mediaFiles(app)];
    const body = form([await pngFile('#445566'), await noisePng(400), await noisePng(400)]);
    const { bytes } = await encode(body);
    let spilledWhileReading: string[] = [];
    const response = await postStreamed(app, seller, body, async (sent) => {
      if (sent < bytes.length * 0.6) return 'go';
      // The server reads what was sent in its own time: once it is into the third file, the client goes.
      await until(async () => (spilledWhileReading = await temporaryFiles(app)).filter((name) => name.includes(path.sep)).length >= 3);
      return 'gone';
    });
    expect(response.status).toBe(400);
    // Two whole files and part of the third were on disk while the body came in; they are gone with the request.
    expect(spilledWhileReading.filter((name) => name.includes(path.sep))).toHaveLength(3);
    expect(await temporaryFiles(app)).toEqual([]);
    expect([await listingRows(app), await mediaFiles(app)]).toEqual([rows, media]);
    expect(app.runtime.uploads.load().uploads).toBe(0);
  });

  it('refuses a file over 5 MB with 413 while it streams, keeps no more than 5 MB of it, and stores nothing', async () => {
    const { app, seller, form } = setup;
    const [rows, media] = [await listingRows(app), await mediaFiles(app)];
    const big = new Uint8Array(MAX_IMAGE_BYTES + 512 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let largestSpill = 0;
    const spillSize = async () => {
      for (const name of await temporaryFiles(app)) {
        const info = await stat(path.join(app.dataDir, 'tmp', 'uploads', name)).catch(() => null);
        if (info?.isFile()) largestSpill = Math.max(largestSpill, info.size);
      }
    };
    const response = await postStreamed(
      app,
      seller,
      form([new File([big], 'big.png', { type: 'image/png' }), await pngFile('#778899')]),
      async () => (await spillSize(), 'go' as const),
      true,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Images must be 5 MB or smaller.', code: 'image_too_large' });
    expect(largestSpill).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(await temporaryFiles(app)).toEqual([]);
    expect([await listingRows(app), await mediaFiles(app)]).toEqual([rows, media]);
  });

  it('takes a chat attachment and a profile picture through the same reading, leaving no temporary file', async () => {
    const { app, seller, other } = setup;
    const room = (await (
      await app.request('/api/chats/', {
        method: 'POST',
        headers: { ...tokenHeader(seller), 'Content-Type': 'application/json' },
        body: JSON.stringify({ participants: [other.id] }),
      })
    ).json()) as { id: number };
    const message = new FormData();
    message.append('content', 'Rasmi');
    message.append('file', await pngFile('#0ea5e9'));
    expect((await app.request(`/api/chats/${room.id}/messages/`, { method: 'POST', headers: tokenHeader(seller), body: message })).status).toBe(201);
    const profile = new FormData();
    profile.append('profile_image', await pngFile('#f59e0b'));
    expect((await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(seller), body: profile })).status).toBe(200);
    expect(await temporaryFiles(app)).toEqual([]);
  });
});

describe(`uploads of one account on ${TEST_DB}`, () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith({ maxWaitMs: 300, retryAfterS: 10 });
  });
  afterAll(async () => {
    await setup.app.close();
  });

  it('refuses a third upload of one account with 429 while its two are in flight, and lets others in', async () => {
    const { app, seller, other, form } = setup;
    const [first, second] = [held(), held()];
    const inFlight = [
      postStreamed(app, seller, form([await pngFile('#010101')]), first.pace),
      postStreamed(app, seller, form([await pngFile('#020202')]), second.pace),
    ];
    await until(() => app.runtime.uploads.load().uploads === 2);
    const third = await postStreamed(app, seller, form([await pngFile('#030303')]));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('10');
    expect(await third.json()).toEqual({
      detail: 'At most 2 uploads can run at once. Wait for the earlier ones to finish and try again in 10 s.',
      code: 'uploads_in_flight',
    });
    expect((await postStreamed(app, other, form([await pngFile('#040404')]))).status).toBe(201);
    first.release();
    second.release();
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual([201, 201]);
    expect(await temporaryFiles(app)).toEqual([]);
  });
});

describe(`the process budget of uploads on ${TEST_DB}`, () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith({ maxBytes: 1024 * 1024, maxWaitMs: 300, retryAfterS: 10 });
  });
  afterAll(async () => {
    await setup.app.close();
  });

  it('makes an upload past the budget wait, then answers 503 with Retry-After; once room is free it goes through', async () => {
    const { app, seller, other, form } = setup;
    const first = held();
    // A body of unknown length counts as the route's whole limit: alone, it fills the budget.
    const inFlight = postStreamed(app, seller, form([await pngFile('#050505')]), first.pace);
    await until(() => app.runtime.uploads.load().uploads === 1);
    const started = Date.now();
    const refused = await postStreamed(app, other, form([await pngFile('#060606')]), undefined, true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({ detail: 'The server is busy right now. Please try again in 10 s.', code: 'server_busy' });
    first.release();
    expect((await inFlight).status).toBe(201);
    expect((await postStreamed(app, other, form([await pngFile('#060606')]), undefined, true)).status).toBe(201);
    expect(await temporaryFiles(app)).toEqual([]);
  });
});
