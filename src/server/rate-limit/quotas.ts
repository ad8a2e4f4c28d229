import type { Clock } from '../clock.ts';
import type { ErrorCode } from '../errors.ts';
import type { Hit, RateLimiter } from './rate-limiter.ts';
import { HOUR, DAY } from '../../lib/time-units.ts';

/** An account younger than this gets the first-week limits: spam comes from new accounts. */
export const FIRST_WEEK_MS = 7 * DAY;

export interface QuotaRule {
  /** Names the counter (one per account). */
  name: string;
  limit: number;
  /** A lower limit while the account is in its first week; the counter is the same one. */
  firstWeekLimit?: number;
  windowMs: number;
  code: ErrorCode;
}

/**
 * What one account may create (issue 18; README "Limits"). A shop lists dozens of items a day and
 * a buyer writes to a handful of sellers; a spammer posts hundreds. Refusals are 429 with the
 * wait in words.
 */
export const QUOTAS = {
  /** New products and services together. */
  listings: { name: 'quota:listings:day', limit: 50, firstWeekLimit: 10, windowMs: DAY, code: 'listings_daily_limit' },
  /** Comments and replies together. */
  comments: { name: 'quota:comments:hour', limit: 60, windowMs: HOUR, code: 'comments_hourly_limit' },
  /** Conversations started with someone new (opening an existing one is free). */
  chats: { name: 'quota:chats:day', limit: 30, firstWeekLimit: 10, windowMs: DAY, code: 'chats_daily_limit' },
  /** Reports of listings, comments, users and messages (issue 23). */
  reports: { name: 'quota:reports:day', limit: 20, windowMs: DAY, code: 'reports_daily_limit' },
  /** Safe deals asked for (issue 39): a buyer asks for a few; dozens a day is someone tying up sellers' listings. */
  deals: { name: 'quota:deals:day', limit: 10, windowMs: DAY, code: 'deals_daily_limit' },
} as const satisfies Record<string, QuotaRule>;

export type QuotaName = keyof typeof QUOTAS;

/**
 * Per-account quotas on what people create. A claim is counted first, in one atomic statement in
 * the database (the rate limiter), and only then decided on, so parallel requests cannot pass the
 * limit on any instance; a claim whose work then fails is given back.
 */
export function createQuotas(deps: {
  limiter: RateLimiter;
  accountCreatedAt(userId: number): Promise<string | undefined>;
  clock: Clock;
  rules?: Record<QuotaName, QuotaRule>;
}) {
  const { limiter, clock } = deps;
  const rules = deps.rules ?? QUOTAS;

  async function limitFor(rule: QuotaRule, userId: number): Promise<number> {
    if (rule.firstWeekLimit === undefined) return rule.limit;
    const createdAt = await deps.accountCreatedAt(userId);
    const young = createdAt !== undefined && clock().getTime() - new Date(createdAt).getTime() < FIRST_WEEK_MS;
    return young ? rule.firstWeekLimit : rule.limit;
  }

  async function claim(name: QuotaName, userId: number): Promise<Hit> {
    const rule = rules[name];
    const limit = await limitFor(rule, userId);
    return limiter.consume({ name: rule.name, limit, windowMs: rule.windowMs, code: rule.code }, String(userId));
  }

  return {
    /**
     * Runs `work` on one claim of the quota, counted before the work starts; the claim is given
     * back when the work fails, or when `counts` says its result made nothing new (a room that
     * existed after all).
     */
    async spend<T>(name: QuotaName, userId: number, work: () => Promise<T>, counts: (result: T) => boolean = () => true): Promise<T> {
      const hit = await claim(name, userId);
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await limiter.refund(hit);
        throw error;
      }
      if (!counts(result)) await limiter.refund(hit);
      return result;
    },
  };
}

export type Quotas = ReturnType<typeof createQuotas>;

/**
 * No quotas: for what the site writes itself (the demo marketplace's history, benchmark data),
 * never for a person's request.
 */
export const unlimitedQuotas: Quotas = {
  spend: (_name, _userId, work) => work(),
};
