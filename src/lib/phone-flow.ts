import { CODE_TTL_MS, RESEND_INTERVAL_MS, VERIFIED_PHONE_TTL_MS } from './account-rules.ts';

/**
 * Where a person is in a phone-first flow (registration, password reset): the phone, when its
 * last code went out, when it was verified, and for registration the region, district and
 * step. It lives in a short-lived cookie, so that a reload, the Back button or the server's
 * answer to a plain form post resume the flow where it was. Never a code or a password.
 */
export interface PhoneFlow {
  /** E.164. */
  phone: string | null;
  /** Epoch ms of the last code sent to `phone`. */
  sentAt: number | null;
  verifiedAt: number | null;
  regionId: number | null;
  locationId: number | null;
  /** Registration's wizard step (1–4); the reset flow keeps 1. */
  step: Step;
}

export type Step = 1 | 2 | 3 | 4;

export const REGISTER_FLOW_COOKIE = 'bozor_register';
export const RESET_FLOW_COOKIE = 'bozor_reset';
/** The cookie outlives nothing it could resume: a verification is good for 15 minutes. */
export const FLOW_COOKIE_MAX_AGE_S = VERIFIED_PHONE_TTL_MS / 1000;

export const EMPTY_FLOW: PhoneFlow = { phone: null, sentAt: null, verifiedAt: null, regionId: null, locationId: null, step: 1 };

/** The furthest step the flow's facts allow: a verified phone, then a region, then a district. */
export function reachableStep(flow: PhoneFlow): Step {
  if (!flow.phone || flow.verifiedAt === null) return 1;
  if (flow.regionId === null) return 2;
  if (flow.locationId === null) return 3;
  return 4;
}

/** Drops what has expired (a code after 5 minutes, a verification after 15) and clamps the step. */
export function pruneFlow(flow: PhoneFlow, now: number): PhoneFlow {
  const verifiedAt = flow.verifiedAt !== null && now - flow.verifiedAt < VERIFIED_PHONE_TTL_MS ? flow.verifiedAt : null;
  const sentAt = flow.sentAt !== null && now - flow.sentAt < CODE_TTL_MS ? flow.sentAt : null;
  const pruned = { ...flow, verifiedAt, sentAt };
  return { ...pruned, step: Math.min(flow.step, reachableStep(pruned)) as Step };
}

/** A code is waiting to be typed: sent to the flow's phone, not expired, not verified yet. */
export function awaitsCode(flow: PhoneFlow): boolean {
  return flow.phone !== null && flow.sentAt !== null && flow.verifiedAt === null;
}

/** Seconds until another code may be asked for. */
export function resendWait(flow: PhoneFlow, now: number): number {
  if (flow.sentAt === null) return 0;
  return Math.max(0, Math.ceil((flow.sentAt + RESEND_INTERVAL_MS - now) / 1000));
}

/** When a code that the server says may be resent in `retryAfter` seconds went out. */
export function sentAtFromRetryAfter(retryAfter: number, now: number): number {
  return now - RESEND_INTERVAL_MS + retryAfter * 1000;
}

/** The cookie's value (JSON; whoever writes the cookie percent-encodes it). */
export function serializeFlow(flow: PhoneFlow): string {
  return JSON.stringify(flow);
}
