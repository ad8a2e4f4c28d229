import type { Transaction } from 'kysely';
import { countsSince, REVIEW_RULES } from '../../lib/review-rules.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * What a moderator's decision does to a review (issue 24), inside the decision's transaction:
 * `hide` takes it out of view and out of its target's score; `release` (restore, dismiss) lets
 * it be: no longer held or hidden, counted again if it showed, shown now if it may.
 */
export function createReviewModeration(deps: { reviews: ReviewsRepository; clock: Clock }) {
  const { reviews, clock } = deps;
  return {
    hide(reviewId: number, reason: string, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      return reviews.hide(reviewId, reason, clock().toISOString(), trx);
    },
    release(reviewId: number, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      const now = clock();
      return reviews.release(reviewId, now.toISOString(), new Date(now.getTime() - REVIEW_RULES.blindMs).toISOString(), countsSince(now), trx);
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
