import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { codeFromBytes, isCodeShaped } from '../../lib/safe-deal.ts';

/**
 * The buyer's six-digit handover code (issue 39). It is stored only as HMAC-SHA256 under a
 * server key (never in the database), over the deal's id and the code: a copy of the database
 * alone cannot test the million codes offline, and a code hash of one deal does not fit another.
 * Checking hashes the typed code the same way and compares in constant time; the repository
 * counts wrong codes (5 lock the entry). The random source is injectable for tests.
 */
export function newHandoverCode(random: (size: number) => Uint8Array = randomBytes): string {
  for (;;) {
    const code = codeFromBytes(random(16));
    if (code !== null) return code;
  }
}

export function hashHandoverCode(key: string | Uint8Array, dealId: number, code: string): string {
  return createHmac('sha256', key).update(`bozor handover ${dealId} ${code}`).digest('hex');
}

/** Whether a typed code is the deal's (false for anything not six digits, and for a deal without a code). */
export function handoverCodeMatches(key: string | Uint8Array, dealId: number, typed: string, storedHash: string | null): boolean {
  if (storedHash === null || !isCodeShaped(typed)) return false;
  const actual = Buffer.from(hashHandoverCode(key, dealId, typed), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
