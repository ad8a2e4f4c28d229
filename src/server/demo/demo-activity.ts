import { createUserRefs } from '../accounts/user-refs.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { createCommentsRepository } from '../comments/comments.repository.ts';
import { createCommentsService } from '../comments/comments.service.ts';
import { createLikesService } from '../likes/likes.service.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import { createNoticesRepository } from '../notices/notices.repository.ts';
import type { DemoDeps } from './demo-deps.ts';
import type { DemoPlan } from './demo-plan.ts';
import { inLanes } from './in-lanes.ts';
import { unlimitedQuotas } from '../rate-limit/quotas.ts';

/**
 * Writes at once: each is a few short queries, and on PostgreSQL about a thousand of them one
 * by one took seconds of round trips (SQLite runs them in turn anyway).
 */
const LANES = 4;

/**
 * What the sellers did once the listings were up: likes, comments, replies and comment likes,
 * each through its service with a clock stopped at its planned moment (one service per write,
 * as they run side by side), so rows and counts are what the site itself would have written.
 * A listing's comments go in order (a reply needs its comment); comment likes come last.
 */
export async function addActivity(
  deps: DemoDeps,
  repositories: { listings: ListingsRepository; users: UsersRepository },
  plan: DemoPlan,
  ids: { listings: number[]; sellers: number[] },
): Promise<void> {
  const { listings, users } = repositories;
  const commentsRepository = createCommentsRepository(deps.database.db, deps.database.kind);
  const userRefs = createUserRefs({ users, locations: deps.services.locations, media: deps.media });
  const notices = createNoticesRepository(deps.database.db);
  const likesAt = (at: Date) => createLikesService({ listings, listingsService: deps.services.listings, comments: deps.services.comments, notices, notifier: deps.services.notifier, pages: deps.services.pages, clock: () => at });
  const commentsAt = (at: Date) => createCommentsService({ comments: commentsRepository, listings, userRefs, notices: deps.services.notifier, pages: deps.services.pages, quotas: unlimitedQuotas, clock: () => at, screen: deps.services.moderation.screen });
  const kindOf = (listing: number) => plan.listings[listing]!.kind;

  const threads = new Map<number, number[]>();
  plan.comments.forEach((comment, index) => threads.set(comment.listing, [...(threads.get(comment.listing) ?? []), index]));
  const commentIds: number[] = [];
  async function writeThread(indices: number[]): Promise<void> {
    for (const index of indices) {
      const { listing, author, parent, text, at } = plan.comments[index]!;
      const comments = commentsAt(at);
      commentIds[index] =
        parent === null
          ? (await comments.create(kindOf(listing), ids.listings[listing]!, ids.sellers[author]!, text)).id
          : (await comments.reply(commentIds[parent]!, ids.sellers[author]!, text, { kind: kindOf(listing) })).id;
    }
  }

  // Likes of listings and the conversations side by side; both finish before anyone hears of a failure.
  const settled = await Promise.allSettled([
    inLanes(LANES / 2, plan.likes, async (like) => {
      await likesAt(like.at).like(kindOf(like.listing), ids.listings[like.listing]!, ids.sellers[like.seller]!);
    }),
    inLanes(LANES / 2, [...threads.values()], writeThread),
  ]);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  await inLanes(LANES, plan.commentLikes, async (like) => {
    await commentsAt(like.at).like(commentIds[like.comment]!, ids.sellers[like.seller]!);
  });
}
