import { MINUTE } from './time-units.ts';
/**
 * The timing rules of SMS codes that both the server (which enforces them) and the islands
 * (which show countdowns and keep a flow's place) need.
 */

export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_INTERVAL_MS = MINUTE;
/** Registration needs a phone verified this recently. */
export const VERIFIED_PHONE_TTL_MS = 15 * MINUTE;
