import { scoreAt, type ScoreSums } from '../../lib/review-rules.ts';
import type { Rating } from '../../lib/schemas/shapes.ts';
import type { Clock } from '../clock.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

const NO_REVIEWS: ScoreSums = { weightedStars: 0, weight: 0, count: 0 };

/** A person's score now from their kept sums (lib/review-rules.ts). */
export const ratingAt = (sums: ScoreSums | undefined, now: Date): Rating => ({ score: scoreAt(sums ?? NO_REVIEWS, now), count: sums?.count ?? 0 });

/** People's scores now, read from their kept sums in one query (issue 24): for listings, sellers and chats. */
export function createRatings(deps: { reviews: Pick<ReviewsRepository, 'sumsOf'>; clock: Clock }) {
  return async function ratings(userIds: number[]): Promise<Map<number, Rating>> {
    const now = deps.clock();
    const sums = await deps.reviews.sumsOf(userIds);
    return new Map(userIds.map((id) => [id, ratingAt(sums.get(id), now)]));
  };
}

export type Ratings = ReturnType<typeof createRatings>;
