import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError, fieldError } from '../../src/server/errors.ts';
import { readFormOrRefusal, readStreamedForm, uploadLimits } from '../../src/server/http/multipart.ts';

const MB = 1024 * 1024;
/** Two files of 1 MB at most, each refusal telling itself apart. */
const limits = uploadLimits(2, MB, { fileTooLarge: () => new AppError('image_too_large'), tooManyFiles: () => fieldError('images', 'maxImagesError') });

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bozor-multipart-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A form as it comes over the network: its content type (with the boundary) and its bytes. */
async function encode(form: FormData): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The bytes as a network body: 16 KB chunks, pulled one at a time; `onPull` sees how much went before each. */
function slowBody(bytes: Uint8Array, onPull: (sent: number) => void = () => {}) {
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onPull(sent);
        if (sent >= bytes.length) return controller.close();
        const chunk = bytes.subarray(sent, sent + 16 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sent: () => sent, cancelled: () => cancelled };
}

function request(type: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request('http://bozor.test/upload', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body, duplex: 'half' } as RequestInit);
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const spilled = async () => (await readdir(dir)).length;

describe('reading a form as it streams', () => {
  it('keeps the text fields and writes each file to the directory byte for byte', async () => {
    const photo = randomBytes(300_000);
    const form = new FormData();
    form.append('title', 'Velosiped');
    form.append('existing_images', '3');
    form.append('existing_images', '4');
    form.append('images', fileOf(photo, 'bike.png'));
    const { type, bytes } = await encode(form);
    const read = await readStreamedForm(request(type, slowBody(bytes).stream), limits, dir);
    expect(read.fields).toEqual(
      new Map([
        ['title', ['Velosiped']],
        ['existing_images', ['3', '4']],
      ]),
    );
    const [file] = read.files.get('images')!;
    expect(file).toMatchObject({ name: 'bike.png', type: 'image/png', size: photo.length });
    expect(path.dirname(file!.path)).toBe(dir);
    expect(Buffer.compare(await readFile(file!.path), photo)).toBe(0);
    expect(Buffer.from(await file!.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('drops the empty part a browser sends for a file input left empty, and does not count it', async () => {
    const form = new FormData();
    form.append('images', new File([], ''));
    form.append('images', fileOf(randomBytes(10), 'a.png'));
    form.append('new_images', new File([], ''));
    form.append('images', fileOf(randomBytes(10), 'b.png'));
    const { type, bytes } = await encode(form);
    const read = await readStreamedForm(request(type, bytes), limits, dir);
    expect(read.files.get('images')!.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(read.files.has('new_images')).toBe(false);
  });

  it('reads a url-encoded form too', async () => {
    const read = await readStreamedForm(request('application/x-www-form-urlencoded', 'title=Non&price=5000&title=Somsa'), limits, dir);
    expect(read.fields.get('title')).toEqual(['Non', 'Somsa']);
    expect(read.files.size).toBe(0);
  });
});

describe('refusing a form while it streams', () => {
  it('refuses one file more than the limit with the route’s own error, writing nothing of it', async () => {
    const form = new FormData();
    for (const name of ['a.png', 'b.png', 'c.png']) form.append('images', fileOf(randomBytes(50_000), name));
    const { type, bytes } = await encode(form);
    const error = await refusalOf(readStreamedForm(request(type, bytes), limits, dir));
    expect(error.options.fields).toEqual({ images: [{ key: 'maxImagesError' }] });
    expect(await spilled()).toBe(2);
  });

  it('refuses a file over its limit keeping no more than the limit of it, and reads the rest of the body to answer', async () => {
    const form = new FormData();
    form.append('title', 'Katta');
    form.append('images', fileOf(randomBytes(MB + 200_000), 'big.png'));
    form.append('after', 'still read');
    const { type, bytes } = await encode(form);
    let largestSpill = 0;
    const body = slowBody(bytes, () => {
      void readdir(dir).then(async (names) => {
        for (const name of names) largestSpill = Math.max(largestSpill, (await stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size);
      });
    });
    const { form: read, refusal } = await readFormOrRefusal(request(type, body.stream, { 'Content-Length': String(bytes.length) }), limits, dir);
    expect(refusal?.code).toBe('image_too_large');
    expect(read.fields.get('after')).toEqual(['still read']);
    expect(read.files.size).toBe(0);
    expect(body.sent()).toBe(bytes.length);
    expect(body.cancelled()).toBe(false);
    for (const name of await readdir(dir)) expect((await stat(path.join(dir, name))).size).toBeLessThanOrEqual(MB);
    expect(largestSpill).toBeLessThanOrEqual(MB);
  });

  it('refuses a declared length over the limit before a byte is read', async () => {
    const body = slowBody(new Uint8Array(10));
    const error = await refusalOf(
      readStreamedForm(request('multipart/form-data; boundary=x', body.stream, { 'Content-Length': String(limits.bodyBytes + 1) }), limits, dir),
    );
    expect([error.code, error.status]).toEqual(['payload_too_large', 413]);
    expect(body.sent()).toBe(0);
  });

  it('cuts off a body that streams past its limit, with 413, and stops reading it there', async () => {
    const form = new FormData();
    for (const name of ['a.png', 'b.png']) form.append('images', fileOf(randomBytes(MB), name));
    form.append('padding', 'x'.repeat(200_000));
    form.append('more', 'x'.repeat(200_000));
    const { type, bytes } = await encode(form);
    expect(bytes.length).toBeGreaterThan(limits.bodyBytes);
    const body = slowBody(bytes);
    const error = await refusalOf(readStreamedForm(request(type, body.stream), limits, dir));
    expect(error.code).toBe('payload_too_large');
    expect(body.cancelled()).toBe(true);
    expect(body.sent()).toBeLessThanOrEqual(limits.bodyBytes + 16 * 1024);
  });

  it('refuses text fields of more than 256 KB together with 413', async () => {
    const form = new FormData();
    form.append('description', 'x'.repeat(200 * 1024));
    form.append('title', 'y'.repeat(100 * 1024));
    const { type, bytes } = await encode(form);
    expect((await refusalOf(readStreamedForm(request(type, bytes), limits, dir))).code).toBe('payload_too_large');
  });

  it.each([
    [
      'a body cut off in the middle of a file',
      '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG half a picture',
    ],
    ['a body without its closing boundary', '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nX'],
    ['a body that is not multipart at all', '--nope\r\nthis is not multipart'],
    ['an empty body', ''],
  ])('answers %s with 400 form_unreadable', async (_label, body) => {
    const error = await refusalOf(readStreamedForm(request('multipart/form-data; boundary=xyz', body), limits, dir));
    expect([error.status, error.options.fields]).toEqual([400, { non_field_errors: [{ key: 'form_unreadable' }] }]);
  });

  it('answers multipart without a boundary with 400, and anything but a form with 415', async () => {
    expect((await refusalOf(readStreamedForm(request('multipart/form-data', 'title=X'), limits, dir))).status).toBe(400);
    expect((await refusalOf(readStreamedForm(request('application/json', '{}'), limits, dir))).code).toBe('unsupported_media_type');
  });

  it('answers a body that breaks off (a client gone) with an error, leaving no file open', async () => {
    const form = new FormData();
    form.append('images', fileOf(randomBytes(500_000), 'a.png'));
    const { type, bytes } = await encode(form);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 200_000) return controller.error(new Error('the client went away'));
        controller.enqueue(bytes.subarray(sent, sent + 16 * 1024));
        sent += 16 * 1024;
      },
    });
    expect((await refusalOf(readStreamedForm(request(type, stream), limits, dir))).status).toBe(400);
    // Nothing holds the directory: it can go.
    await rm(dir, { recursive: true });
  });
});
