import { countsSince, editable, eligibility, REVIEW_REASONS, REVIEW_RULES, revealBy, type ReviewReason, type ReviewRole } from '../../lib/review-rules.ts';
import { isVisibleTo } from '../../lib/listing-visibility.ts';
import { ratingAt } from './ratings.ts';
import type { DueReview, MyReview, Review, ReviewEditInput, ReviewInput } from '../../lib/schemas/reviews.ts';
import { REVIEWS_PAGE_SIZE } from '../../lib/schemas/reviews.ts';
import type { UserRef } from '../../lib/schemas/shapes.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { Notifier } from '../notices/notifier.ts';
import { reviewDueNotices, reviewReceivedNotices } from './review-notices.ts';
import { scoreChangeTags } from '../page-cache/policy.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import type { DealListing, ReviewRow, ReviewsRepository } from './reviews.repository.ts';
import { wholeRun, type JobRun } from '../jobs/job-run.ts';

const BATCH = 500;
export const REVIEW_RULE_NAMES = {
  sharedTrace: 'review: the two accounts shared a device or address',
  lowReviews: 'reviews: 3 of 2 stars or fewer in 30 days',
} as const;

const reasonsOf = (row: Pick<ReviewRow, 'reasons'>): ReviewReason[] =>
  row.reasons.split(',').filter((each): each is ReviewReason => (REVIEW_REASONS as readonly string[]).includes(each));
/** Reason tags as stored: in the list's order, once each, none above 3 stars. */
const storedReasons = (stars: number, reasons: readonly ReviewReason[]) =>
  stars > REVIEW_RULES.reasonsAtOrBelow ? '' : REVIEW_REASONS.filter((each) => reasons.includes(each)).join(',');

/**
 * Reviews and trust (issue 24): who may review whom (lib/review-rules.ts), double-blind showing,
 * the score kept per person, answers, and the moderation hooks (held reviews, a run of low ones,
 * reported ones). Every write that can race is one conditional write or claims the pair first.
 */
export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  users: UsersRepository;
  userRefs: UserRefs;
  moderation: Pick<ModerationService, 'hold'>;
  notifier: Notifier;
  pages: PageInvalidation;
  clock: Clock;
}) {
  const { reviews, users, userRefs, moderation, notifier, pages, clock } = deps;

  async function listingsOf(ids: number[]): Promise<Map<number, DealListing>> {
    return new Map((await reviews.dealListings(ids)).map((row) => [row.id, row]));
  }

  const statusOf = (row: ReviewRow): MyReview['status'] =>
    row.hidden_reason !== null ? 'hidden' : row.held ? 'held' : row.visible_at !== null ? 'shown' : 'waiting';

  /**
   * Each review with its listing and one of its people (`who`: the target for its author's view,
   * the author for everyone's), as both shapes carry them; reviews whose listing or person is gone are left out.
   */
  async function withContext(rows: ReviewRow[], who: (row: ReviewRow) => number) {
    const [people, listed] = await Promise.all([userRefs(rows.map(who)), listingsOf(rows.map((row) => row.listing_id))]);
    return rows.flatMap((row) => {
      const listing = listed.get(row.listing_id);
      const person = people.get(who(row));
      if (!listing || !person) return [];
      // Public answers are one for everyone (kept for signed-out visitors): as a signed-out visitor may see the listing (lib/listing-visibility.ts).
      const publicly = isVisibleTo({ status: listing.status, ownerId: listing.owner_id }, { userId: null, moderator: false });
      return [
        {
          row,
          person,
          listing: { id: listing.id, kind: listing.kind, title: listing.title },
          publicly,
          common: { role: row.role, stars: row.stars, reasons: reasonsOf(row), text: row.text, answer: row.answer, created_at: row.created_at },
        },
      ];
    });
  }

  async function shapeMine(rows: ReviewRow[]): Promise<MyReview[]> {
    const now = clock();
    return (await withContext(rows, (row) => row.target_id)).map(({ row, person, listing, common }) => {
      const status = statusOf(row);
      return {
        id: row.id,
        listing,
        target: person,
        ...common,
        status,
        visible_at: row.visible_at,
        shows_by: status === 'waiting' ? revealBy(row.created_at) : null,
        editable_until: editable(row, now) ? new Date(Date.parse(row.created_at) + REVIEW_RULES.editMs).toISOString() : null,
        hidden_reason: row.hidden_reason,
      };
    });
  }

  async function shapeShown(rows: ReviewRow[]): Promise<Review[]> {
    return (await withContext(rows, (row) => row.author_id)).flatMap(({ row, person, listing, publicly, common }) =>
      // Shown to everyone: a hidden listing's title is left out, the review (about a person) stays.
      row.visible_at === null
        ? []
        : [{ id: row.id, listing: publicly ? listing : null, author: person, ...common, answered_at: row.answered_at, visible_at: row.visible_at }],
    );
  }

  /** The pages that show these people's score drop it: their pages and listings', and the lists (their cards). */
  async function scoresChanged(rows: Array<Pick<ReviewRow, 'target_id'>>): Promise<void> {
    const ids = [...new Set(rows.map((row) => row.target_id))];
    if (ids.length > 0) await pages.changed(scoreChangeTags(ids));
  }

  /** The deal between the author and the target about the listing, as lib/review-rules.ts decides it; the author's side. */
  async function dealOf(listing: DealListing, authorId: number, targetId: number, now: Date): Promise<{ role: ReviewRole; closesAt: string }> {
    if (authorId === targetId) throw new AppError('review_no_deal');
    const role: ReviewRole | null = listing.owner_id === authorId ? 'seller' : listing.owner_id === targetId ? 'buyer' : null;
    if (role === null) throw new AppError('review_no_deal');
    const buyerId = role === 'seller' ? targetId : authorId;
    const decided = eligibility(await reviews.dealFacts(listing, buyerId), now);
    if (!decided.ok) throw new AppError(decided.code);
    return { role, closesAt: decided.closesAt };
  }

  return {
    /**
     * A review of the other side of a deal. Written once (a unique index: parallel submissions
     * give one); held for a moderator when the two accounts shared a device or address lately;
     * shown with the other side's in the same transaction when that one is there already (each
     * side then told of the review about them, issue 25). A third
     * low review within 30 days puts the reviewed person on the moderation queue.
     */
    async write(authorId: number, input: ReviewInput): Promise<MyReview> {
      const now = clock();
      const at = now.toISOString();
      const listing = await reviews.dealListing(input.listing_id);
      if (!listing) throw new AppError('not_found');
      if (!(await users.findById(input.target_id))) throw new AppError('not_found');
      const { role } = await dealOf(listing, authorId, input.target_id, now);
      const held = await reviews.shareTrace(authorId, input.target_id, new Date(now.getTime() - REVIEW_RULES.sharedTraceMs).toISOString());
      const { row, shown } = await reviews.transaction(async (trx) => {
        await reviews.claimPair(authorId, input.target_id, at, trx);
        const row = await reviews.insert(
          {
            listingId: listing.id,
            authorId,
            targetId: input.target_id,
            role,
            stars: input.stars,
            reasons: storedReasons(input.stars, input.reasons),
            text: input.text || null,
            held,
            now: at,
          },
          trx,
        );
        if (!row) throw new AppError('review_exists');
        const shown = await reviews.revealPair(listing.id, authorId, input.target_id, at, countsSince(now), trx);
        await notifier.add(
          reviewReceivedNotices(
            shown,
            await reviews.noticeFacts(
              shown.map((each) => each.id),
              trx,
            ),
          ),
          at,
          trx,
        );
        return { row, shown };
      });
      if (held) await moderation.hold({ type: 'review', id: row.id, ownerId: authorId }, REVIEW_RULE_NAMES.sharedTrace);
      if (input.stars <= REVIEW_RULES.lowStars) {
        const low = await reviews.lowSince(input.target_id, REVIEW_RULES.lowStars, new Date(now.getTime() - REVIEW_RULES.lowWindowMs).toISOString());
        if (low >= REVIEW_RULES.lowReviews)
          await moderation.hold({ type: 'user', id: input.target_id, ownerId: input.target_id }, REVIEW_RULE_NAMES.lowReviews);
      }
      await scoresChanged(shown);
      const mine = shown.find((each) => each.id === row.id) ?? row;
      return (await shapeMine([mine]))[0]!;
    },

    /** Its author changes a review that does not show yet, within 48 hours of writing it. */
    async edit(authorId: number, reviewId: number, input: ReviewEditInput): Promise<MyReview> {
      const now = clock();
      const row = await reviews.edit(reviewId, authorId, {
        stars: input.stars,
        reasons: storedReasons(input.stars, input.reasons),
        text: input.text || null,
        now: now.toISOString(),
        writtenAfter: new Date(now.getTime() - REVIEW_RULES.editMs).toISOString(),
      });
      if (!row) {
        const found = await reviews.find(reviewId);
        if (!found || found.author_id !== authorId) throw new AppError('not_found');
        throw new AppError('review_not_editable');
      }
      return (await shapeMine([row]))[0]!;
    },

    /** The reviewed person's one public answer to a shown review. */
    async answer(targetId: number, reviewId: number, text: string): Promise<Review> {
      const row = await reviews.answer(reviewId, targetId, text, clock().toISOString());
      if (!row) {
        const found = await reviews.find(reviewId);
        if (!found || found.target_id !== targetId || found.visible_at === null || found.hidden_reason !== null) throw new AppError('not_found');
        throw new AppError('review_answered');
      }
      await scoresChanged([row]);
      return (await shapeShown([row]))[0]!;
    },

    /** The deals the user may review now and has not, newest first. */
    async due(userId: number): Promise<DueReview[]> {
      const now = clock();
      const deals = await reviews.dealsOf(userId, new Date(now.getTime() - REVIEW_RULES.windowMs).toISOString(), 50);
      const written = await reviews.writtenBy(
        userId,
        deals.map((deal) => deal.listing_id),
      );
      const open = deals.filter((deal) => !written.some((each) => each.listing_id === deal.listing_id && each.target_id === deal.other_id));
      const listed = await listingsOf(open.map((deal) => deal.listing_id));
      const checked = await Promise.all(
        open.map(async (deal) => {
          const listing = listed.get(deal.listing_id);
          if (!listing) return null;
          const decided = eligibility(await reviews.dealFacts(listing, deal.role === 'seller' ? deal.other_id : userId), now);
          return decided.ok ? { deal, closesAt: decided.closesAt, via: decided.via } : null;
        }),
      );
      const ready = checked.filter((each) => each !== null);
      const people = await userRefs(ready.map(({ deal }) => deal.other_id));
      return ready.flatMap(({ deal, closesAt, via }) => {
        const other = people.get(deal.other_id);
        return other ? [{ listing: { id: deal.listing_id, kind: deal.kind, title: deal.title }, other, role: deal.role, via, closes_at: closesAt }] : [];
      });
    },

    /**
     * The deal the form page offers to review: the listing, the other side and the user's side,
     * or the reason it cannot be reviewed (as `write` would refuse it, and `review_exists`).
     */
    async dealFor(userId: number, listingId: number, otherId: number): Promise<{ listing: DealListing; other: UserRef; role: ReviewRole; closesAt: string }> {
      const listing = await reviews.dealListing(listingId);
      const other = (await userRefs([otherId])).get(otherId);
      if (!listing || !other) throw new AppError('not_found');
      const { role, closesAt } = await dealOf(listing, userId, otherId, clock());
      if ((await reviews.writtenBy(userId, [listingId])).some((each) => each.target_id === otherId)) throw new AppError('review_exists');
      return { listing, other, role, closesAt };
    },

    /** One of the user's own reviews, as its author sees it (for its edit form); not found for anyone else's. */
    async mineOne(userId: number, reviewId: number): Promise<MyReview> {
      const row = await reviews.find(reviewId);
      if (!row || row.author_id !== userId) throw new AppError('not_found');
      return (await shapeMine([row]))[0]!;
    },

    /** The reviews the user wrote, with their state. */
    async mine(userId: number): Promise<MyReview[]> {
      return shapeMine(await reviews.byAuthor(userId, 100));
    },

    /** A page of someone's shown reviews, newest first, with their score and the count of each number of stars. */
    async ofUser(userId: number, query: { stars?: number | undefined; page: number }) {
      if (!(await users.findById(userId))) throw new AppError('not_found');
      const [page, stars, sums] = await Promise.all([
        reviews.shown(userId, { stars: query.stars, limit: REVIEWS_PAGE_SIZE, offset: (query.page - 1) * REVIEWS_PAGE_SIZE }),
        reviews.starCounts(userId),
        reviews.sumsOf([userId]),
      ]);
      return {
        rating: ratingAt(sums.get(userId), clock()),
        stars: Object.fromEntries([5, 4, 3, 2, 1].map((n) => [String(n), stars[n] ?? 0])),
        count: page.count,
        results: await shapeShown(page.rows),
      };
    },

    /** The people a review is by and about, and its listing, for a moderation case. */
    async forCase(
      reviewId: number,
    ): Promise<{ review: ReviewRow; author: UserRef | undefined; target: UserRef | undefined; listing: DealListing | undefined } | undefined> {
      const review = await reviews.find(reviewId);
      if (!review) return undefined;
      const [people, listing] = await Promise.all([userRefs([review.author_id, review.target_id]), reviews.dealListing(review.listing_id)]);
      return { review, author: people.get(review.author_id), target: people.get(review.target_id), listing };
    },

    /**
     * The hourly job: reviews whose 14 days are up show (their people told); reviews older than 365 days leave the
     * sums; conversations that now qualify get their pair asked to review each other, once. In slices (jobs/job-run.ts):
     * showing and uncounting end with `more` when the run's budget is spent (what is done has left their lists); the
     * walk of conversations, whose passed-over ones stay in its list, yields between batches and ends only on shutdown.
     */
    async runDue(run: JobRun = wholeRun()): Promise<{ shown: number; uncounted: number; invited: number; more: boolean }> {
      const now = clock();
      const at = now.toISOString();
      let shown = 0;
      for (;;) {
        const ids = await reviews.dueToShow(new Date(now.getTime() - REVIEW_RULES.blindMs).toISOString(), BATCH);
        const rows = await reviews.transaction(async (trx) => {
          const revealed = await reviews.reveal(ids, at, countsSince(now), trx);
          await notifier.add(
            reviewReceivedNotices(
              revealed,
              await reviews.noticeFacts(
                revealed.map((each) => each.id),
                trx,
              ),
            ),
            at,
            trx,
          );
          return revealed;
        });
        shown += rows.length;
        await scoresChanged(rows);
        if (ids.length < BATCH) break;
        if (!(await run.next())) return { shown, uncounted: 0, invited: 0, more: true };
      }
      let uncounted = 0;
      for (;;) {
        const n = await reviews.uncountOld(countsSince(now), BATCH, at);
        uncounted += n;
        if (n < BATCH) break;
        if (!(await run.next())) return { shown, uncounted, invited: 0, more: true };
      }
      let invited = 0;
      let from = new Date(now.getTime() - REVIEW_RULES.windowMs).toISOString();
      let afterFrom = false;
      const to = new Date(now.getTime() - REVIEW_RULES.conversationWaitMs).toISOString();
      for (;;) {
        const batch = await reviews.uninvited(from, to, BATCH, afterFrom);
        for (const inquiry of batch) {
          const listing = await reviews.dealListing(inquiry.listing_id);
          if (!listing) continue;
          const decided = eligibility({ ...(await reviews.dealFacts(listing, inquiry.user_id)), soldAt: null }, now);
          if (!decided.ok) continue;
          const told = await reviews.transaction(
            async (trx) =>
              (await reviews.markInvited(listing.id, inquiry.user_id, at, trx)) &&
              notifier.add(reviewDueNotices(listing, inquiry.user_id, decided.closesAt), at, trx),
          );
          if (told) invited += 1;
        }
        if (batch.length < BATCH) break;
        await run.next();
        if (run.stopping) break;
        from = batch.at(-1)!.created_at;
        afterFrom = true;
      }
      return { shown, uncounted, invited, more: false };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
