import { seededRandom } from '../../src/demo/random.ts';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hammingDistance, MIN_DETAIL, NEAR_DUPLICATE_BITS } from '../../src/lib/image-fingerprint.ts';
import { imageFingerprint, imageFingerprintWithDetail } from '../../src/server/media/fingerprint.ts';

/**
 * Pictures drawn here with sharp (SVG, seeded noise), nothing from outside: the same picture
 * changed as it is when copied from one listing to another stays within NEAR_DUPLICATE_BITS,
 * different pictures stay farther apart.
 */

const W = 800;
const H = 600;

function random(seed: number): () => number {
  const source = seededRandom(seed);
  return () => source.next();
}

const svg = (body: string, width = W, height = H) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
const png = (body: string) => sharp(svg(body)).png().toBuffer();
const onWhite = (body: string) => png(`<rect width="100%" height="100%" fill="#fff"/>${body}`);

const gradient = () =>
  png(
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#123a6b"/><stop offset="0.5" stop-color="#6fa3c7"/>' +
      '<stop offset="1" stop-color="#f2d27a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>',
  );
const backdrop =
  '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8e2d0"/><stop offset="1" stop-color="#8a9bb0"/></linearGradient></defs>' +
  '<rect width="100%" height="100%" fill="url(#b)"/>';
const shapes = () => png(`${backdrop}<circle cx="250" cy="300" r="150" fill="#c0392b"/><rect x="470" y="150" width="220" height="300" fill="#1e5631"/>`);
const otherShapes = () => png(`${backdrop}<polygon points="250,120 420,460 80,460" fill="#c0392b"/><circle cx="580" cy="300" r="130" fill="#1e5631"/>`);
const quadrants = (colours: string[]) =>
  png(colours.map((fill, i) => `<rect x="${(i % 2) * 400}" y="${Math.floor(i / 2) * 300}" width="400" height="300" fill="${fill}"/>`).join(''));
const product = () =>
  onWhite(
    '<ellipse cx="400" cy="520" rx="170" ry="20" fill="#d8d8d8"/><rect x="300" y="80" width="200" height="420" rx="28" fill="#222"/>' +
      '<rect x="312" y="110" width="176" height="360" rx="8" fill="#3a6ea5"/>',
  );

/** A photo-like scene: sky, a hill, a sun, a house, seeded bushes and a blurred grain over it all. */
async function scene(seed: number): Promise<Buffer> {
  const next = random(seed);
  let bushes = '';
  for (let i = 0; i < 25; i += 1) {
    const [cx, cy, rx, ry] = [next() * W, 300 + next() * 300, 20 + next() * 90, 10 + next() * 50].map(Math.round);
    bushes += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="hsl(${Math.round(next() * 120)},${Math.round(30 + next() * 50)}%,${Math.round(20 + next() * 40)}%)"/>`;
  }
  const drawing = svg(
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#cfe3f5"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#s)"/><circle cx="620" cy="110" r="60" fill="#fff3b0"/>' +
      `<path d="M0 330 Q 200 230 400 320 T 800 300 V 600 H 0 Z" fill="#5b7f3a"/>${bushes}<rect x="330" y="250" width="150" height="220" rx="12" fill="#4a3728"/>`,
  );
  const noise = Buffer.alloc(W * H * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(next() * 256);
  const grain = await sharp(noise, { raw: { width: W, height: H, channels: 3 } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(drawing)
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

const size = async (picture: Buffer) => {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  return { width, height };
};

/** A seller's mark in the bottom-right corner: a translucent badge with a line of text (drawn if fonts are there). */
async function watermark(picture: Buffer): Promise<Buffer> {
  const { width, height } = await size(picture);
  const mark = svg(
    `<rect x="${width - 260}" y="${height - 64}" width="240" height="44" rx="8" fill="#000" fill-opacity="0.35"/>` +
      `<text x="${width - 140}" y="${height - 34}" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="bold" fill="#fff" fill-opacity="0.8">bozor.uz/seller</text>`,
    width,
    height,
  );
  return sharp(picture)
    .composite([{ input: mark }])
    .png()
    .toBuffer();
}

/** The large WebP the upload pipeline stores (src/server/media/images.ts). */
const storedLarge = (picture: Buffer) =>
  sharp(picture).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();

const copies: Array<[string, (picture: Buffer) => Promise<Buffer>]> = [
  ['re-encoded as JPEG quality 60', (picture) => sharp(picture).jpeg({ quality: 60 }).toBuffer()],
  [
    'resized to half',
    async (picture) =>
      sharp(picture)
        .resize({ width: Math.round((await size(picture)).width / 2) })
        .png()
        .toBuffer(),
  ],
  ['brightened by 10%', (picture) => sharp(picture).modulate({ brightness: 1.1 }).png().toBuffer()],
  ['watermarked', watermark],
  ['converted from PNG to WebP', (picture) => sharp(picture).webp({ quality: 75 }).toBuffer()],
  ['stored by the upload pipeline (WebP ≤ 1600 px)', storedLarge],
  [
    'halved, watermarked and saved as JPEG',
    async (picture) =>
      sharp(await watermark(picture))
        .resize({ width: W / 2 })
        .jpeg({ quality: 70 })
        .toBuffer(),
  ],
];

const pictures: Record<string, Buffer> = {};

beforeAll(async () => {
  Object.assign(pictures, {
    gradient: await gradient(),
    shapes: await shapes(),
    'a photo-like scene': await scene(7),
    'another scene': await scene(11),
    'a product on white': await product(),
  });
});

describe('imageFingerprint', () => {
  const names = ['gradient', 'shapes', 'a photo-like scene', 'another scene', 'a product on white'];

  it.each(names.flatMap((name) => copies.map(([change, make]) => [name, change, make] as const)))('keeps %s %s within 6 bits', async (name, _change, make) => {
    const picture = pictures[name]!;
    const distance = hammingDistance(await imageFingerprint(picture), await imageFingerprint(await make(picture)));
    expect(distance).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
  });

  it.each([
    ['shapes', 'other shapes in the same place', otherShapes],
    ['gradient', 'the gradient mirrored', () => sharp(pictures.gradient!).flop().png().toBuffer()],
    ['a photo-like scene', 'another scene of the same kind', () => scene(8)],
    ['a photo-like scene', 'the scene mirrored', () => sharp(pictures['a photo-like scene']!).flop().png().toBuffer()],
    ['a product on white', 'a photo-like scene', () => scene(7)],
    ['shapes', 'a photo-like scene', () => scene(7)],
  ] as const)('tells %s from %s (more than 6 bits apart)', async (name, _other, make) => {
    const distance = hammingDistance(await imageFingerprint(pictures[name]!), await imageFingerprint(await make()));
    expect(distance).toBeGreaterThan(NEAR_DUPLICATE_BITS);
  });

  it('tells one layout of colours from another', async () => {
    const layout = await imageFingerprint(await quadrants(['#d35400', '#2980b9', '#27ae60', '#f1c40f']));
    const turned = await imageFingerprint(await quadrants(['#2980b9', '#27ae60', '#f1c40f', '#d35400']));
    expect(hammingDistance(layout, turned)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
  });

  it('flips nearly every bit of a left-to-right gradient when it is mirrored', async () => {
    const mirrored = await sharp(pictures.gradient!).flop().png().toBuffer();
    expect(hammingDistance(await imageFingerprint(pictures.gradient!), await imageFingerprint(mirrored))).toBeGreaterThanOrEqual(60);
  });

  it.each([
    // [EXIF orientation, the turn (clockwise) that undoes it, mirrored first]
    [3, 180, false],
    [6, 90, false],
    [8, 270, false],
    [2, 0, true],
  ] as const)('turns a picture upright from its EXIF orientation %i before hashing', async (orientation, undo, mirrored) => {
    const upright = pictures['a photo-like scene']!;
    const turned = sharp(
      await sharp(upright)
        .rotate((360 - undo) % 360)
        .png()
        .toBuffer(),
    ).flop(mirrored);
    const stored = await turned.jpeg({ quality: 90 }).withMetadata({ orientation }).toBuffer();
    expect((await sharp(stored).metadata()).orientation).toBe(orientation);
    const uprightHash = await imageFingerprint(upright);
    expect(hammingDistance(uprightHash, await imageFingerprint(stored))).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    // The same pixels without the tag are another picture: the tag is what is honoured.
    const untagged = await sharp(stored).jpeg({ quality: 90 }).toBuffer();
    expect((await sharp(untagged).metadata()).orientation).toBeUndefined();
    expect(hammingDistance(uprightHash, await imageFingerprint(untagged))).toBeGreaterThan(NEAR_DUPLICATE_BITS);
  });

  it('reads a file by its path, and raw pixels as the pipeline could pass them', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const picture = pictures.shapes!;
    const folder = await mkdtemp(join(tmpdir(), 'fingerprint-'));
    try {
      await writeFile(join(folder, 'upload'), picture);
      expect(await imageFingerprint(join(folder, 'upload'))).toBe(await imageFingerprint(picture));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    expect(await imageFingerprint(data, raw)).toBe(await imageFingerprint(picture));
  });

  it('hashes every kind of picture an upload can be the same way', async () => {
    const picture = pictures['a photo-like scene']!;
    const hash = await imageFingerprint(picture);
    const kinds: Array<[string, Buffer]> = [
      ['16-bit PNG', await sharp(picture).toColourspace('rgb16').png().toBuffer()],
      ['gray PNG', await sharp(picture).grayscale().png().toBuffer()],
      ['CMYK JPEG', await sharp(picture).toColourspace('cmyk').jpeg({ quality: 90 }).toBuffer()],
      ['lossless WebP', await sharp(picture).webp({ lossless: true, effort: 0 }).toBuffer()],
      ['GIF', await sharp(picture).gif({ effort: 1, dither: 0 }).toBuffer()],
      ['progressive JPEG', await sharp(picture).jpeg({ quality: 85, progressive: true }).toBuffer()],
    ];
    for (const [kind, bytes] of kinds) expect(hammingDistance(hash, await imageFingerprint(bytes)), kind).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
  });

  it('lays a transparent picture on white, as a page shows it', async () => {
    const item = '<rect x="300" y="80" width="200" height="420" rx="28" fill="#222"/>';
    const transparent = await sharp(svg(item)).png().toBuffer();
    expect((await sharp(transparent).metadata()).hasAlpha).toBe(true);
    expect(await imageFingerprint(transparent)).toBe(await imageFingerprint(await onWhite(item)));
    expect(await imageFingerprint(await sharp(transparent).webp({ lossless: true }).toBuffer())).toBe(await imageFingerprint(transparent));
  });

  it('hashes tiny and very long pictures whole', async () => {
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    expect(await imageFingerprint(tiny)).toBe('0000000000000000');
    const strip = await sharp(await gradient())
      .resize(3000, 60, { fit: 'fill' })
      .jpeg()
      .toBuffer();
    expect(hammingDistance(await imageFingerprint(strip), await imageFingerprint(pictures.gradient!))).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
  });

  it('rejects what is not a picture, and a picture over 24 megapixels before decoding it', async () => {
    await expect(imageFingerprint(Buffer.from('not a picture at all'))).rejects.toThrow();
    await expect(imageFingerprint(Buffer.alloc(0))).rejects.toThrow();
    // A small PNG whose header claims 10,000 × 10,000 pixels (its CRC fixed to match).
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    await expect(imageFingerprint(bomb)).rejects.toThrow(/pixel limit/i);
  });
});

describe('imageFingerprintWithDetail', () => {
  it('tells a scene from a lone item on white and a blank picture', async () => {
    const scene = await imageFingerprintWithDetail(pictures['a photo-like scene']!);
    expect(scene.hash).toBe(await imageFingerprint(pictures['a photo-like scene']!));
    expect(scene.detail).toBeGreaterThanOrEqual(MIN_DETAIL);
    const phone = await imageFingerprintWithDetail(await onWhite('<rect x="340" y="180" width="120" height="240" rx="16" fill="#222"/>'));
    const ball = await imageFingerprintWithDetail(await onWhite('<circle cx="400" cy="300" r="110" fill="#d35400"/>'));
    expect(phone.detail).toBeLessThan(MIN_DETAIL);
    expect(ball.detail).toBeLessThan(MIN_DETAIL);
    // Why the detail matters: two different items centred on white are close by their hashes alone.
    expect(hammingDistance(phone.hash, ball.hash)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    const blank = await imageFingerprintWithDetail(await onWhite(''));
    expect(blank).toEqual({ hash: '0000000000000000', detail: 0 });
  });
});
