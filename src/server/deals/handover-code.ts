import { createHmac, timingSafeEqual } from 'node:crypto';
import { codeFromBytes, isCodeShaped } from '../../lib/safe-deal.ts';

/**
 * The buyer's six-digit handover code (issue 39), DERIVED, never stored: HMAC-SHA256 under the
 * server's key (SAFE_DEAL_CODE_KEY) over the deal's id and the moment it was paid, made six
 * digits by rejection sampling over the MAC's bytes (lib/safe-deal.ts `codeFromBytes`, so every
 * code is equally likely). So the buyer can see their code again on any device, a copy of the
 * database alone tells nothing (there is no hash column to test a million codes against), and a
 * code fits only its deal and its payment. A typed code is compared in constant time; the
 * repository counts wrong ones (5 lock the entry for the seller).
 */
export function handoverCodeOf(key: string | Uint8Array, dealId: number, paidAt: string): string {
  // 32 bytes give 8 draws; all 8 rejected has odds of about 10^-29. Then the next block, and so on.
  for (let block = 0; ; block++) {
    const mac = createHmac('sha256', key)
      .update(block === 0 ? `deal:${dealId}:${paidAt}` : `deal:${dealId}:${paidAt}:${block}`)
      .digest();
    const code = codeFromBytes(mac);
    if (code !== null) return code;
  }
}

/** Whether a typed code is the deal's (false for anything not six digits, and for a deal not paid). */
export function handoverCodeMatches(key: string | Uint8Array, dealId: number, paidAt: string | null, typed: string): boolean {
  if (paidAt === null || !isCodeShaped(typed)) return false;
  return timingSafeEqual(Buffer.from(handoverCodeOf(key, dealId, paidAt)), Buffer.from(typed));
}
