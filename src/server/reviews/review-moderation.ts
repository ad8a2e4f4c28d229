import type { Transaction } from 'kysely';
import { countsSince, REVIEW_RULES } from '../../lib/review-rules.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Notifier } from '../notices/notifier.ts';
import { reviewReceivedNotices } from './review-notices.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

/**
 * What a moderator's decision does to a review (issue 24), inside the decision's transaction:
 * `hide` takes it out of view and out of its target's score; `release` (restore, dismiss) lets
 * it be: no longer held or hidden, counted again if it showed, shown now if it may.
 */
export function createReviewModeration(deps: { reviews: ReviewsRepository; notifier: Pick<Notifier, 'add'>; clock: Clock }) {
  const { reviews, notifier, clock } = deps;
  return {
    hide(reviewId: number, reason: string, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      return reviews.hide(reviewId, reason, clock().toISOString(), trx);
    },
    /** A review that shows once released: its person is told (once per review, however often it is released). */
    async release(reviewId: number, trx: Transaction<DB>): Promise<ReviewRow | undefined> {
      const now = clock();
      const at = now.toISOString();
      const row = await reviews.release(reviewId, at, new Date(now.getTime() - REVIEW_RULES.blindMs).toISOString(), countsSince(now), trx);
      if (row && row.visible_at !== null) await notifier.add(reviewReceivedNotices([row], await reviews.noticeFacts([row.id], trx)), at, trx);
      return row;
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
