import type { RateRule } from '../rate-limit/rate-limiter.ts';

/** The account rules of the accounts issue and DESIGN.md "Auth and safety", in one place. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * MINUTE;
export const CODE_MAX_WRONG_TRIES = 5;
export const RESEND_INTERVAL_MS = MINUTE;
export const CODES_PER_PHONE_PER_HOUR = 5;
/** Registration needs a phone verified this recently. */
export const VERIFIED_PHONE_TTL_MS = 15 * MINUTE;
/** A token unused this long stops working; its last use is recorded at most once a day. */
export const TOKEN_IDLE_TTL_MS = 90 * DAY;
export const TOKEN_TOUCH_INTERVAL_MS = DAY;
export const SESSION_COOKIE_MAX_AGE_S = 90 * 24 * 3600;

/** Per-IP limits are generous (many phones share an operator's IP); per-phone ones are tight. */
export const LIMITS = {
  smsPerIp: { name: 'send-sms:ip', limit: 30, windowMs: HOUR },
  verifyPerIp: { name: 'verify:ip', limit: 60, windowMs: 10 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 10 * MINUTE },
  loginFailuresPerPhone: { name: 'login-failures:phone', limit: 10, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;
