import { createHash, randomInt } from 'node:crypto';
import type { Locale } from '../../lib/locales.ts';
import type { Clock } from '../clock.ts';
import type { SmsPurpose } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getT } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import {
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MS,
  CODES_PER_PHONE_PER_HOUR,
  LIMITS,
  RESEND_INTERVAL_MS,
  VERIFIED_PHONE_TTL_MS,
} from './rules.ts';
import type { SmsCodeRow, SmsCodesRepository } from './sms-codes.repository.ts';
import type { UsersRepository } from './users.repository.ts';

const HOUR_MS = 3600_000;
const time = (value: Date | string) => new Date(value).getTime();

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');
}

export interface RequestMeta {
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
}) {
  const { codes, users, sms, limiter, clock, logger } = deps;

  function isUsable(row: SmsCodeRow, now: number): boolean {
    return time(row.expires_at) > now && row.attempts < CODE_MAX_WRONG_TRIES;
  }

  /** Compares a code; a wrong one counts against the code's tries. */
  async function matches(row: SmsCodeRow, phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    if (row.code_hash === hashCode(phone, purpose, code)) return true;
    await codes.addAttempt(row.id);
    return false;
  }

  return {
    /** Sends a new code. `sent: false` when the SMS provider failed (nothing is stored then). */
    async sendCode(input: { phone: string; purpose: SmsPurpose }, meta: RequestMeta): Promise<{ sent: boolean }> {
      await limiter.consume(LIMITS.smsPerIp, meta.ip);
      const user = await users.findByPhone(input.phone);
      if (input.purpose === 'register' && user) throw new AppError('phone_taken');
      // Password reset for an unknown phone answers like a sent code: the phone's existence stays private.
      if (input.purpose === 'reset' && !user) return { sent: true };

      const now = clock();
      const { count, oldest, latest } = await codes.sentSince(input.phone, new Date(now.getTime() - HOUR_MS).toISOString());
      if (latest && time(latest) > now.getTime() - RESEND_INTERVAL_MS) {
        throw new AppError('code_resend_too_soon', { retryAfter: (time(latest) + RESEND_INTERVAL_MS - now.getTime()) / 1000 });
      }
      if (count >= CODES_PER_PHONE_PER_HOUR && oldest) {
        throw new AppError('code_hourly_limit', { retryAfter: (time(oldest) + HOUR_MS - now.getTime()) / 1000 });
      }

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
        logger.warn({ err: error, to: input.phone }, 'SMS not sent; the code is withdrawn');
        await codes.deleteById(id);
        return { sent: false };
      }
    },

    /** Checks the latest code of a phone; a correct one marks the phone verified (not yet used up). */
    async verifyCode(input: { phone: string; otp: string; purpose: SmsPurpose }, meta: RequestMeta): Promise<boolean> {
      await limiter.consume(LIMITS.verifyPerIp, meta.ip);
      const row = await codes.latestUnconsumed(input.phone, input.purpose);
      const now = clock();
      if (!row || !isUsable(row, now.getTime())) return false;
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
      const row = await codes.latestUnconsumed(phone, 'reset');
      const now = clock().getTime();
      const verifiedRecently = row?.verified_at ? time(row.verified_at) > now - VERIFIED_PHONE_TTL_MS : false;
      if (!row || row.attempts >= CODE_MAX_WRONG_TRIES || !(isUsable(row, now) || verifiedRecently)) throw new AppError('otp_invalid');
      if (!(await matches(row, phone, 'reset', otp))) throw new AppError('otp_invalid');
      return row.id;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
