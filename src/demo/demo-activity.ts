import type { DemoDeps } from './demo-deps.ts';
import type { DemoPlan } from './demo-plan.ts';
import { inLanes } from './in-lanes.ts';

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
export async function addActivity(deps: DemoDeps, plan: DemoPlan, ids: { listings: number[]; sellers: number[] }): Promise<void> {
  const likesAt = (at: Date) => deps.servicesAt(at).likes;
  const commentsAt = (at: Date) => deps.servicesAt(at).comments;
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
