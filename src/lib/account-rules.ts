import { MINUTE } from './time-units.ts';
/**
 * The rules of SMS codes that both the server (which enforces them) and the islands
 * (which show countdowns and keep a flow's place) need.
 */

/** A password's and a username's lengths: the schemas check them, the forms' fields stop there. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** An SMS code's digits: the server makes them, the form takes that many. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_INTERVAL_MS = MINUTE;
/** Registration needs a phone verified this recently. */
export const VERIFIED_PHONE_TTL_MS = 15 * MINUTE;
