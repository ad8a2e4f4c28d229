import { RESEND_INTERVAL_MS } from '../../lib/account-rules.ts';
import type { RateRule } from '../rate-limit/rate-limiter.ts';
import { MINUTE, HOUR, DAY } from '../../lib/time-units.ts';

/** The account rules of the accounts issue and DESIGN.md "Auth and safety", in one place. */

export { CODE_LENGTH, CODE_TTL_MS, VERIFIED_PHONE_TTL_MS } from '../../lib/account-rules.ts';
export const CODE_MAX_WRONG_TRIES = 5;
/** A token unused this long stops working; its last use is recorded at most once a day. */
export const TOKEN_IDLE_TTL_MS = 90 * DAY;
export const TOKEN_TOUCH_INTERVAL_MS = DAY;
export const SESSION_COOKIE_MAX_AGE_S = TOKEN_IDLE_TTL_MS / 1000;

/**
 * Per-IP limits are generous (many phones share an operator's IP: IPv6 clients count per /64);
 * per-phone ones are tight. Every counter is taken before the work it guards.
 */
export const LIMITS = {
  smsPerIp: { name: 'send-sms:ip', limit: 30, windowMs: HOUR },
  /** A new code for the same phone at most once a minute (per purpose), 5 an hour and 10 a day. */
  smsPerPhoneMinute: { name: 'send-sms:phone:minute', limit: 1, windowMs: RESEND_INTERVAL_MS, code: 'code_resend_too_soon' },
  smsPerPhoneHour: { name: 'send-sms:phone:hour', limit: 5, windowMs: HOUR, code: 'code_hourly_limit' },
  smsPerPhoneDay: { name: 'send-sms:phone:day', limit: 10, windowMs: DAY, code: 'code_daily_limit' },
  verifyPerIp: { name: 'verify:ip', limit: 60, windowMs: 10 * MINUTE },
  /** Code checks of one phone (verify-code and password-reset), whatever the code. */
  verifyPerPhone: { name: 'verify:phone', limit: 15, windowMs: HOUR },
  registerPerIp: { name: 'register:ip', limit: 20, windowMs: HOUR },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 10 * MINUTE },
  /** Every login try counts as a failure first; a right password gives its count back. */
  loginFailuresPerPhone: { name: 'login-failures:phone', limit: 10, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

/** All SMS of the site in an hour (SMS_HOURLY_BUDGET): a stop against SMS pumping. */
export function smsBudgetRule(perHour: number): RateRule {
  return { name: 'send-sms:all', limit: perHour, windowMs: HOUR, code: 'sms_budget_exhausted' };
}
