import { HOUR, DAY } from './time-units.ts';
/**
 * Reviews and the score (issue 24), decided here and nowhere else: who may review whom and
 * until when, what a review must hold, when it shows, and how a person's score is kept
 * (research/market-practices.md "Reviews and trust": Kleinanzeigen's conversation rule, OLX's
 * tags at 3 stars or fewer, Karrot's newer-weighs-more).
 *
 * The score is a Bayesian average: the prior (4.0, weighing as 3 reviews) plus each review of
 * the last 365 days weighted 2^(−age / 180 days). Ages change every day, but the weights all
 * shrink by the same factor, so a person's row keeps the sums with weights taken at a fixed
 * epoch (`epochWeight`) and the score is read from them at any moment (`scoreAt`): written when a
 * review becomes visible, never computed by scanning reviews.
 */

export const REVIEW_RULES = {
  /** Stars: 1 to 5. */
  minStars: 1,
  maxStars: 5,
  /** At this many stars or fewer, at least one reason tag. */
  reasonsAtOrBelow: 3,
  textMax: 500,
  answerMax: 500,
  /** A conversation qualifies when each side sent at least this many messages … */
  conversationMessages: 2,
  /** … and this long has passed since its first message. */
  conversationWaitMs: 24 * HOUR,
  /** The window closes this long after the sale or the conversation's start. */
  windowMs: 30 * DAY,
  /** A review shows when both sides wrote, or this long after it was written. */
  blindMs: 14 * DAY,
  /** Its author may edit it this long after writing, while it does not show yet. */
  editMs: 48 * HOUR,
  /** Reviews between accounts that shared a device or address this recently are held for moderation. */
  sharedTraceMs: 30 * DAY,
  /** This many reviews of `lowStars` or fewer within `lowWindowMs` put the reviewed person on the moderation queue. */
  lowReviews: 3,
  lowStars: 2,
  lowWindowMs: 30 * DAY,
} as const;

export const SCORE = {
  prior: 4,
  priorWeight: 3,
  halfLifeMs: 180 * DAY,
  windowMs: 365 * DAY,
  /** Under this many reviews a person shows as new, not with a score. */
  newUnder: 3,
  /** The weights' fixed reference moment. */
  epoch: Date.parse('2026-01-01T00:00:00Z'),
} as const;

export const REVIEW_REASONS = ['not_as_described', 'no_show', 'rude', 'price_changed', 'other'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Who the author was in the deal. */
export type ReviewRole = 'buyer' | 'seller';

/** What the database knows about a pair and a listing, for `eligibility`. */
export interface DealFacts {
  /** The listing's owner. */
  sellerId: number;
  /** Sold to the buyer of the pair, and when; else null. */
  soldAt: string | null;
  /** The conversation about the listing: when its first message was sent, and how many each side sent. */
  conversation: { firstAt: string; buyerMessages: number; sellerMessages: number } | null;
}

export type Eligibility =
  { ok: true; closesAt: string; via: 'sale' | 'conversation' } | { ok: false; code: 'review_no_deal' | 'review_too_early' | 'review_window_closed' };

/**
 * Whether the pair may review each other about the listing at `now`: after the sale (for 30
 * days), or after a conversation in which each side sent 2 messages, from 24 hours after its
 * first message until 30 days after it. The sale wins when both apply.
 */
export function eligibility(facts: DealFacts, now: Date): Eligibility {
  const at = now.getTime();
  if (facts.soldAt !== null) {
    const closes = Date.parse(facts.soldAt) + REVIEW_RULES.windowMs;
    if (at < closes) return { ok: true, closesAt: new Date(closes).toISOString(), via: 'sale' };
  }
  const talk = facts.conversation;
  if (talk && talk.buyerMessages >= REVIEW_RULES.conversationMessages && talk.sellerMessages >= REVIEW_RULES.conversationMessages) {
    const start = Date.parse(talk.firstAt);
    const closes = start + REVIEW_RULES.windowMs;
    if (at < start + REVIEW_RULES.conversationWaitMs)
      return facts.soldAt === null ? { ok: false, code: 'review_too_early' } : { ok: false, code: 'review_window_closed' };
    if (at < closes) return { ok: true, closesAt: new Date(closes).toISOString(), via: 'conversation' };
    return { ok: false, code: 'review_window_closed' };
  }
  return { ok: false, code: facts.soldAt === null ? 'review_no_deal' : 'review_window_closed' };
}

/** Whether a review of `stars` needs a reason tag. */
export const needsReason = (stars: number): boolean => stars <= REVIEW_RULES.reasonsAtOrBelow;

/** Whether its author may still edit a review: within 48 hours of writing it, while it does not show. */
export function editable(review: { created_at: string; visible_at: string | null }, now: Date): boolean {
  return review.visible_at === null && now.getTime() < Date.parse(review.created_at) + REVIEW_RULES.editMs;
}

/** When a review written at `createdAt` shows at the latest (if the other side never writes). */
export const revealBy = (createdAt: string): string => new Date(Date.parse(createdAt) + REVIEW_RULES.blindMs).toISOString();

/** A review's weight in the sums, taken at the epoch: 2^((written − epoch) / half-life). */
export function epochWeight(createdAt: string): number {
  return 2 ** ((Date.parse(createdAt) - SCORE.epoch) / SCORE.halfLifeMs);
}

/** A person's kept sums: Σ weight × stars and Σ weight (epoch weights), and how many reviews. */
export interface ScoreSums {
  weightedStars: number;
  weight: number;
  count: number;
}

/** The score at `now` from the kept sums, rounded to one decimal; null under 3 reviews ("New seller"). */
export function scoreAt(sums: ScoreSums, now: Date): number | null {
  if (sums.count < SCORE.newUnder) return null;
  // Every weight today is its epoch weight times this factor.
  const factor = 2 ** (-(now.getTime() - SCORE.epoch) / SCORE.halfLifeMs);
  const value = (SCORE.prior * SCORE.priorWeight + factor * sums.weightedStars) / (SCORE.priorWeight + factor * sums.weight);
  return Math.round(Math.min(REVIEW_RULES.maxStars, Math.max(1, value)) * 10) / 10;
}

/** The moment before which a visible review no longer counts (365 days). */
export const countsSince = (now: Date): string => new Date(now.getTime() - SCORE.windowMs).toISOString();
