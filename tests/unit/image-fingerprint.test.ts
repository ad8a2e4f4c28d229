import { seededRandom } from '../../src/demo/random.ts';
import { describe, expect, it } from 'vitest';
import {
  bandsOf,
  BAND_COUNT,
  dHashFromPixels,
  DETAIL_STEP,
  hammingDistance,
  hashDetail,
  isFingerprint,
  isNearDuplicate,
  NEAR_DUPLICATE_BITS,
  sharedBands,
} from '../../src/lib/image-fingerprint.ts';

/** The demo's seeded generator (mulberry32), so that every run checks the same "random" cases. */
function random(seed: number): () => number {
  const source = seededRandom(seed);
  return () => source.next();
}

/** 9×8 pixels from a function of (x, y). */
const pixels = (at: (x: number, y: number) => number) => Uint8Array.from({ length: 72 }, (_, i) => at(i % 9, Math.floor(i / 9)));

const randomHash = (next: () => number) => Array.from({ length: 16 }, () => Math.floor(next() * 16).toString(16)).join('');

/** The hash with the given bits (0 = the last hex character's lowest bit) flipped. */
function flipBits(hash: string, bits: number[]): string {
  let value = BigInt(`0x${hash}`);
  for (const bit of bits) value ^= 1n << BigInt(bit);
  return value.toString(16).padStart(16, '0');
}

/** `count` different bit positions of 0–63. */
function distinctBits(next: () => number, count: number): number[] {
  const bits = new Set<number>();
  while (bits.size < count) bits.add(Math.floor(next() * 64));
  return [...bits];
}

describe('dHashFromPixels', () => {
  it('sets a bit where a pixel is brighter than its right-hand neighbour, first row first, left to right', () => {
    expect(dHashFromPixels(pixels(() => 128))).toBe('0000000000000000');
    expect(dHashFromPixels(pixels((x) => 200 - x * 10))).toBe('ffffffffffffffff');
    expect(dHashFromPixels(pixels((x) => 10 + x * 10))).toBe('0000000000000000');
    expect(dHashFromPixels(pixels((x) => (x % 2 === 0 ? 0 : 255)))).toBe('5555555555555555');
    expect(dHashFromPixels(pixels((x) => (x % 2 === 0 ? 255 : 0)))).toBe('aaaaaaaaaaaaaaaa');
  });

  it('puts the top-left comparison in the highest bit and the bottom-right one in the lowest', () => {
    expect(dHashFromPixels(pixels((x, y) => (x === 0 && y === 0 ? 1 : 0)))).toBe('8000000000000000');
    expect(dHashFromPixels(pixels((x, y) => (x === 7 && y === 7 ? 1 : 0)))).toBe('0000000000000001');
    // One step down per row, one column further right each row: a diagonal of bits.
    expect(dHashFromPixels(pixels((x, y) => (x <= y ? 100 : 50)))).toBe('8040201008040201');
    // Rows are independent: only row 2 falls, at every step.
    expect(dHashFromPixels(pixels((x, y) => (y === 2 ? 240 - x * 20 : 7)))).toBe('0000ff0000000000');
  });

  it('ignores the brightness and an even contrast change', () => {
    const next = random(1);
    const base = Uint8Array.from({ length: 72 }, () => 40 + Math.floor(next() * 150));
    const hash = dHashFromPixels(base);
    expect(dHashFromPixels(base.map((value) => value + 20))).toBe(hash);
    expect(dHashFromPixels(base.map((value) => Math.round(value * 1.2)))).toBe(hash);
  });

  it('flips every bit of a picture without equal neighbours when it is inverted', () => {
    const next = random(2);
    for (let round = 0; round < 200; round += 1) {
      const picture = new Uint8Array(72);
      for (let i = 0; i < 72; i += 1) {
        do picture[i] = Math.floor(next() * 256);
        while (i % 9 > 0 && picture[i] === picture[i - 1]);
      }
      const inverted = picture.map((value) => 255 - value);
      expect(hammingDistance(dHashFromPixels(picture), dHashFromPixels(inverted))).toBe(64);
    }
  });

  it('takes exactly 72 bytes', () => {
    expect(() => dHashFromPixels(new Uint8Array(64))).toThrow(RangeError);
    expect(() => dHashFromPixels(new Uint8Array(73))).toThrow(RangeError);
  });
});

describe('hashDetail', () => {
  it('counts the comparisons decided by a clear step', () => {
    expect(hashDetail(pixels(() => 255))).toBe(0);
    expect(hashDetail(pixels((x) => x * (DETAIL_STEP - 1)))).toBe(0);
    expect(hashDetail(pixels((x) => x * DETAIL_STEP))).toBe(64);
    // A dark item in the middle of a white picture: two steps in each of its rows.
    expect(hashDetail(pixels((x, y) => (x >= 3 && x <= 5 && y >= 2 && y <= 5 ? 30 : 255)))).toBe(8);
  });
});

describe('hammingDistance', () => {
  it('is 0 for the same hash, 64 for its complement, and counts the bits that differ', () => {
    expect(hammingDistance('a3c5e7f901234567', 'a3c5e7f901234567')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('a3c5e7f901234567', '5c3a1806fedcba98')).toBe(64);
    expect(hammingDistance('0000000000000001', '0000000000000003')).toBe(1);
    expect(hammingDistance('8000000000000000', '0000000000000001')).toBe(2);
    expect(hammingDistance('00000000ffffffff', 'ffffffff00000000')).toBe(64);
    expect(hammingDistance('A3C5E7F901234567', 'a3c5e7f901234567')).toBe(0);
  });

  it('agrees with a popcount of the 64-bit XOR over random pairs, both ways round', () => {
    const next = random(3);
    for (let round = 0; round < 2000; round += 1) {
      const a = randomHash(next);
      const b = randomHash(next);
      const xor = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
      const expected = [...xor.toString(2)].filter((bit) => bit === '1').length;
      expect(hammingDistance(a, b)).toBe(expected);
      expect(hammingDistance(b, a)).toBe(expected);
    }
  });

  it('refuses what is not a 64-bit hex hash', () => {
    expect(() => hammingDistance('abc', 'abc')).toThrow(RangeError);
    expect(() => hammingDistance('000000000000000g', '0000000000000000')).toThrow(RangeError);
    expect(() => hammingDistance('00000000000000000', '00000000000000000')).toThrow(RangeError);
    expect(isFingerprint('a3c5e7f901234567')).toBe(true);
    expect(isFingerprint('a3c5e7f90123456')).toBe(false);
  });

  it('calls up to NEAR_DUPLICATE_BITS (6) a near-duplicate', () => {
    expect(NEAR_DUPLICATE_BITS).toBe(6);
    const hash = 'a3c5e7f901234567';
    expect(isNearDuplicate(hash, flipBits(hash, [0, 9, 18, 27, 36, 45]))).toBe(true);
    expect(isNearDuplicate(hash, flipBits(hash, [0, 9, 18, 27, 36, 45, 54]))).toBe(false);
  });
});

describe('bandsOf', () => {
  it('cuts a hash into 8 bands of 2 hex characters, each named by its number', () => {
    expect(bandsOf('a3c5e7f901234567')).toEqual(['0:a3', '1:c5', '2:e7', '3:f9', '4:01', '5:23', '6:45', '7:67']);
    expect(bandsOf('A3C5E7F901234567')).toEqual(bandsOf('a3c5e7f901234567'));
    expect(BAND_COUNT).toBe(8);
    // The band's number keeps equal bytes in different places apart.
    expect(sharedBands('a3a3a3a3a3a3a3a3', 'a3a3a3a3a3a3a3a3')).toBe(8);
    expect(sharedBands('a3000000000000a3', '00a3a30000a3a300')).toBe(2);
    expect(() => bandsOf('a3c5')).toThrow(RangeError);
  });

  it('gives any two hashes within 6 bits at least 2 equal bands (pigeonhole), over many random pairs', () => {
    const next = random(4);
    let closest = BAND_COUNT;
    for (let round = 0; round < 20_000; round += 1) {
      const hash = randomHash(next);
      const flipped = distinctBits(next, round % (NEAR_DUPLICATE_BITS + 1));
      const near = flipBits(hash, flipped);
      const distance = hammingDistance(hash, near);
      expect(distance).toBe(flipped.length);
      const shared = sharedBands(hash, near);
      expect(shared).toBeGreaterThanOrEqual(BAND_COUNT - distance);
      expect(shared).toBeGreaterThanOrEqual(2);
      closest = Math.min(closest, shared);
    }
    // The bound is reached: six flips in six different bands leave exactly two.
    expect(closest).toBe(2);
  });

  it('holds only up to 6 bits: 7 flips can leave 1 band, 8 flips none', () => {
    const hash = '0000000000000000';
    const onePerBand = (bands: number) => Array.from({ length: bands }, (_, band) => band * 8);
    expect(sharedBands(hash, flipBits(hash, onePerBand(7)))).toBe(1);
    expect(sharedBands(hash, flipBits(hash, onePerBand(8)))).toBe(0);
  });
});
