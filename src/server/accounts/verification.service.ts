import { createHash, randomInt } from 'node:crypto';
import type { Locale } from '../../lib/locales.ts';
import { maskPhone } from '../../lib/phone.ts';
import type { Clock } from '../clock.ts';
import type { SmsPurpose } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getT } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import type { Hit, RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { CODE_LENGTH, CODE_MAX_WRONG_TRIES, CODE_TTL_MS, LIMITS, smsBudgetRule, VERIFIED_PHONE_TTL_MS } from './rules.ts';
import type { SmsCodeRow, SmsCodesRepository } from './sms-codes.repository.ts';
import type { UsersRepository } from './users.repository.ts';

const time = (value: string) => new Date(value).getTime();

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');
}

export interface RequestMeta {
  /** The client's address as rate limits count it (IPv6 per /64: http/client-address.ts). */
  ip: string;
  locale: Locale;
}

/** One-time SMS codes: sending (with resend limits), checking (with a wrong-try limit), using up. */
export function createVerificationService(deps: {
  codes: SmsCodesRepository;
  users: UsersRepository;
  sms: SmsProvider;
  limiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  /** SMS_HOURLY_BUDGET: all codes the site sends in an hour. */
  smsPerHour: number;
}) {
  const { codes, users, sms, limiter, clock, logger } = deps;
  const budget = smsBudgetRule(deps.smsPerHour);

  /**
   * Compares a code after claiming one of its tries (so parallel guesses cannot share a try);
   * the right code gives its try back.
   */
  async function matches(row: SmsCodeRow, phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    if (!(await codes.claimAttempt(row.id, CODE_MAX_WRONG_TRIES))) return false;
    if (row.code_hash !== hashCode(phone, purpose, code)) return false;
    await codes.releaseAttempt(row.id);
    return true;
  }

  /**
   * The per-phone counters and the site's hourly budget, each taken before anything is sent.
   * The one-a-minute rule counts per purpose, so that "a code was sent a moment ago" always
   * means a code the person can use here.
   */
  async function claimSend(phone: string, purpose: SmsPurpose): Promise<Hit[]> {
    const hits = await limiter.consumeAll([
      [LIMITS.smsPerPhoneMinute, `${purpose}:${phone}`],
      [LIMITS.smsPerPhoneHour, phone],
      [LIMITS.smsPerPhoneDay, phone],
    ]);
    const site = await limiter.take(budget, 'all');
    if (site.allowed) return [...hits, site];
    await Promise.all(hits.map(limiter.refund));
    // The counter only grows past the limit within a window, so this logs once an hour at most.
    if (site.count === budget.limit + 1) logger.error({ limit: budget.limit }, 'hourly SMS budget used up: codes are refused until the hour ends');
    throw new AppError('sms_budget_exhausted', { retryAfter: site.retryAfter });
  }

  return {
    /** Sends a new code. `sent: false` when the SMS provider failed (nothing is stored or counted then). */
    async sendCode(input: { phone: string; purpose: SmsPurpose }, meta: RequestMeta): Promise<{ sent: boolean }> {
      await limiter.consume(LIMITS.smsPerIp, meta.ip);
      const registered = await users.isPhoneRegistered(input.phone);
      if (input.purpose === 'register' && registered) throw new AppError('phone_taken');
      if (input.purpose === 'register' && (await users.isPhoneBanned(input.phone))) throw new AppError('phone_banned');
      // Password reset for an unknown phone answers like a sent code: the phone's existence stays private.
      if (input.purpose === 'reset' && !registered) return { sent: true };

      const hits = await claimSend(input.phone, input.purpose);
      const now = clock();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const id = await codes.insert({
        phone: input.phone,
        purpose: input.purpose,
        codeHash: hashCode(input.phone, input.purpose, code),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      });
      const text = getT(meta.locale, 'accounts')(input.purpose === 'reset' ? 'sms_reset_text' : 'sms_code_text', { code });
      try {
        await sms.send({ to: input.phone, text, code, purpose: input.purpose });
        return { sent: true };
      } catch (error) {
        logger.warn({ err: error, to: maskPhone(input.phone) }, 'SMS not sent; the code is withdrawn');
        await codes.deleteById(id);
        await Promise.all(hits.map(limiter.refund));
        return { sent: false };
      }
    },

    /** Checks the latest code of a phone; a correct one marks the phone verified (not yet used up). */
    async verifyCode(input: { phone: string; otp: string; purpose: SmsPurpose }, meta: RequestMeta): Promise<boolean> {
      await limiter.consumeAll([
        [LIMITS.verifyPerIp, meta.ip],
        [LIMITS.verifyPerPhone, input.phone],
      ]);
      const row = await codes.latestUnconsumed(input.phone, input.purpose);
      const now = clock();
      if (!row || time(row.expires_at) <= now.getTime()) return false;
      if (!(await matches(row, input.phone, input.purpose, input.otp))) return false;
      await codes.markVerified(row.id, now.toISOString());
      return true;
    },

    /** The verification a registration may use: verified within the last 15 minutes, not used yet. */
    async findRegistrationVerification(phone: string): Promise<number | null> {
      const row = await codes.latestUnconsumed(phone, 'register');
      const since = clock().getTime() - VERIFIED_PHONE_TTL_MS;
      return row?.verified_at && time(row.verified_at) > since ? row.id : null;
    },

    /**
     * The reset code a password reset may use: correct, not used, and either still valid or
     * verified (on the code step) within the last 15 minutes. A wrong code counts a try.
     */
    async checkResetCode(phone: string, otp: string): Promise<number> {
      await limiter.consume(LIMITS.verifyPerPhone, phone);
      const row = await codes.latestUnconsumed(phone, 'reset');
      const now = clock().getTime();
      const valid = row ? time(row.expires_at) > now || (row.verified_at !== null && time(row.verified_at) > now - VERIFIED_PHONE_TTL_MS) : false;
      if (!row || !valid || !(await matches(row, phone, 'reset', otp))) throw new AppError('otp_invalid');
      return row.id;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
