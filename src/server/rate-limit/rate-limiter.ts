import type { Clock } from '../clock.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';
import { DAY } from '../../lib/time-units.ts';

export interface RateRule {
  /** Names the counter: `login:ip`, `sms:phone:hour`… */
  name: string;
  limit: number;
  windowMs: number;
  /** The error a refusal answers with (429 either way); `rate_limited` unless named. */
  code?: ErrorCode;
}

/** One counted hit: what it takes to give it back. */
export interface Hit {
  key: string;
  windowStart: number;
  /** Hits in the window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counters that hold under parallel requests: every hit is counted first, in one
 * atomic statement, and only then decided on (never read, compare, then write). A hit that
 * turns out not to deserve counting (a login with the right password, an SMS the provider
 * refused) is given back with `refund`.
 */
export function createRateLimiter(repository: RateLimitRepository, clock: Clock) {
  let hitsSinceCleanup = 0;

  async function take(rule: RateRule, subject: string): Promise<Hit> {
    const now = clock().getTime();
    const key = `${rule.name}:${subject}`;
    const { count, windowStart } = await repository.hit(key, now, rule.windowMs);
    if (++hitsSinceCleanup >= 1000) {
      hitsSinceCleanup = 0;
      await repository.deleteOlderThan(now - DAY);
    }
    const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
    return { key, windowStart, count, allowed: count <= rule.limit, retryAfter };
  }

  const refused = (rule: RateRule, hit: Hit) => new AppError(rule.code ?? 'rate_limited', { retryAfter: hit.retryAfter, params: { limit: rule.limit } });

  async function refund(hit: Hit): Promise<void> {
    await repository.unhit(hit.key, hit.windowStart);
  }

  return {
    take,
    refund,

    /** Counts a hit and refuses it (429 with Retry-After) when it is over the limit. */
    async consume(rule: RateRule, subject: string): Promise<Hit> {
      const hit = await take(rule, subject);
      if (!hit.allowed) throw refused(rule, hit);
      return hit;
    },

    /**
     * Counts a hit on every rule, in order; when one refuses, the hits already counted by this
     * call are given back, so a refused request costs nothing but its own refusal.
     */
    async consumeAll(rules: ReadonlyArray<readonly [RateRule, string]>): Promise<Hit[]> {
      const hits: Hit[] = [];
      for (const [rule, subject] of rules) {
        const hit = await take(rule, subject);
        if (!hit.allowed) {
          await Promise.all(hits.map(refund));
          throw refused(rule, hit);
        }
        hits.push(hit);
      }
      return hits;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
