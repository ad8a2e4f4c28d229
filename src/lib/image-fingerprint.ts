/**
 * Perceptual fingerprints of listing photos (issue 23, item 4): a 64-bit difference hash
 * (dHash) that stays nearly the same when a picture is re-encoded, resized, brightened a little
 * or marked with a small watermark, and the bands that find near-duplicates by exact lookups.
 * Pure: the pixels come from server/media/fingerprint.ts (sharp).
 *
 * A fingerprint is 16 lowercase hex characters. Bit 63 (the first hex character's high bit) is
 * the first comparison of the top row, bit 0 the last of the bottom row.
 */

export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/** Two fingerprints this close (differing bits, of 64) are the same picture for moderation. */
export const NEAR_DUPLICATE_BITS = 6;

/** The number of bands a fingerprint is split into for lookups, 8 bits (2 hex characters) each. */
export const BAND_COUNT = 8;

/**
 * A comparison counts towards `hashDetail` when its neighbours differ by at least this many
 * gray levels (of 255): more than re-encoding noise moves a 9×8 average.
 */
export const DETAIL_STEP = 4;

/**
 * Below this `hashDetail` (of 64), a picture is mostly an even area (a small item on a white
 * background, a blank or a plain wall) and its fingerprint says little: most of its bits are 0
 * because neighbours are equal, so different small items centred on white can come out within
 * NEAR_DUPLICATE_BITS of each other (measured: a phone and a ball, 4 bits). Photos and
 * scenes measured 45–62, a large item on white 30, a small one 16, a blank picture 0.
 */
export const MIN_DETAIL = 24;

const FINGERPRINT = /^[0-9a-f]{16}$/i;

/** 16 hex characters (either case; the functions here write lowercase). */
export function isFingerprint(value: string): boolean {
  return FINGERPRINT.test(value);
}

function checkPixels(pixels: Uint8Array, caller: string): void {
  if (pixels.length !== HASH_WIDTH * HASH_HEIGHT) {
    throw new RangeError(`${caller} needs ${HASH_WIDTH * HASH_HEIGHT} grayscale bytes (${HASH_WIDTH}×${HASH_HEIGHT}), got ${pixels.length}`);
  }
}

/**
 * The difference hash of a 9×8 grayscale picture (72 bytes, row-major, 9 wide): for each of the
 * 8 rows, 8 bits that say whether a pixel is brighter than its right-hand neighbour. What it
 * keeps is the direction of the gradients, not the brightness, so changing the brightness or
 * contrast evenly, or the scale, leaves it alone. Equal neighbours give 0 (an even area, e.g.
 * a white background, reads as "not brighter").
 */
export function dHashFromPixels(pixels: Uint8Array): string {
  checkPixels(pixels, 'dHashFromPixels');
  let hex = '';
  for (let y = 0; y < HASH_HEIGHT; y += 1) {
    const row = y * HASH_WIDTH;
    let byte = 0;
    for (let x = 0; x < HASH_WIDTH - 1; x += 1) byte = (byte << 1) | (pixels[row + x]! > pixels[row + x + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/**
 * How many of the 64 comparisons of `dHashFromPixels` are decided by a clear step (neighbours
 * at least DETAIL_STEP gray levels apart) rather than by an even area or noise; see MIN_DETAIL.
 */
export function hashDetail(pixels: Uint8Array): number {
  checkPixels(pixels, 'hashDetail');
  let decided = 0;
  for (let y = 0; y < HASH_HEIGHT; y += 1) {
    for (let x = 0; x < HASH_WIDTH - 1; x += 1) {
      const at = y * HASH_WIDTH + x;
      if (Math.abs(pixels[at]! - pixels[at + 1]!) >= DETAIL_STEP) decided += 1;
    }
  }
  return decided;
}

/** Set bits of a 32-bit integer (SWAR popcount). */
function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The number of bits (0 to 64) in which two fingerprints differ. */
export function hammingDistance(a: string, b: string): number {
  if (!isFingerprint(a) || !isFingerprint(b)) throw new RangeError('hammingDistance takes two fingerprints of 16 hex characters');
  const high = Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16);
  const low = Number.parseInt(a.slice(8), 16) ^ Number.parseInt(b.slice(8), 16);
  return popcount32(high) + popcount32(low);
}

export function isNearDuplicate(a: string, b: string): boolean {
  return hammingDistance(a, b) <= NEAR_DUPLICATE_BITS;
}

/**
 * The lookup keys of a fingerprint for a multi-index search: its 64 bits cut into 8 bands of
 * 8 bits, each written as its number and its 2 hex characters (`0:a3`, `1:07`, … `7:ff`), so
 * that one indexed column (or a table of (band, image)) holds all eight and an equal band of
 * another picture is an exact match.
 *
 * Why an exact lookup finds every near-duplicate (the pigeonhole principle): two fingerprints
 * within d bits of each other differ in at most d of the 8 bands, because each differing bit
 * lies in exactly one band. So at least 8 − d bands are identical: with d ≤ NEAR_DUPLICATE_BITS
 * = 6, at least 2. Asking for the pictures that share at least one band (or, fewer candidates
 * for the same guarantee, at least two) therefore never misses a near-duplicate; the
 * candidates are then checked with `hammingDistance`, since sharing bands does not by itself
 * make two pictures close. The guarantee needs NEAR_DUPLICATE_BITS < BAND_COUNT (≥ 1 shared
 * band) or ≤ BAND_COUNT − 2 (≥ 2); raising the threshold past that needs more, narrower bands.
 */
export function bandsOf(hash: string): string[] {
  if (!isFingerprint(hash)) throw new RangeError('bandsOf takes a fingerprint of 16 hex characters');
  const hex = hash.toLowerCase();
  const bands: string[] = [];
  for (let band = 0; band < BAND_COUNT; band += 1) bands.push(`${band}:${hex.slice(band * 2, band * 2 + 2)}`);
  return bands;
}

/** How many bands two fingerprints have in common (at least 8 − their distance). */
export function sharedBands(a: string, b: string): number {
  const theirs = new Set(bandsOf(b));
  return bandsOf(a).filter((band) => theirs.has(band)).length;
}
