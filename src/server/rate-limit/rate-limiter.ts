import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';

export interface RateRule {
  /** Names the counter: `login:ip`, `sms:ip`… */
  name: string;
  limit: number;
  windowMs: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Throws `rate_limited` (429 with Retry-After) once a subject has used up a rule's window. */
export function createRateLimiter(repository: RateLimitRepository, clock: Clock) {
  let hitsSinceCleanup = 0;
  const retryAfter = (windowStart: number, rule: RateRule, now: number) => Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));

  return {
    /** Counts a hit and refuses it when it is over the limit. */
    async consume(rule: RateRule, subject: string): Promise<void> {
      const now = clock().getTime();
      const { count, windowStart } = await repository.hit(`${rule.name}:${subject}`, now, rule.windowMs);
      if (++hitsSinceCleanup >= 1000) {
        hitsSinceCleanup = 0;
        await repository.deleteOlderThan(now - DAY_MS);
      }
      if (count > rule.limit) throw new AppError('rate_limited', { retryAfter: retryAfter(windowStart, rule, now) });
    },

    /** Refuses when the limit is already used up, without counting (e.g. before checking a password). */
    async check(rule: RateRule, subject: string): Promise<void> {
      const now = clock().getTime();
      const row = await repository.find(`${rule.name}:${subject}`);
      if (row && row.windowStart > now - rule.windowMs && row.count >= rule.limit) {
        throw new AppError('rate_limited', { retryAfter: retryAfter(row.windowStart, rule, now) });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
