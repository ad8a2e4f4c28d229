import type { Clock } from '../clock.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import { LISTING_KINDS, type ListingKind, type ListingRecord } from '../../lib/listing-kinds.ts';
import { AppError } from '../errors.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import { listingChangeTags } from '../page-cache/policy.ts';

/** The liked ids login-info and user/info carry (spec/API.md). */
export interface LikedIds {
  liked_products: { id: number }[];
  liked_services: { id: number }[];
  liked_comments: { id: number }[];
}

/** Likes of products and services: idempotent, and every count equals its rows. */
/** The liked ids under each kind's field of the user info (`liked_products`, `liked_services`). */
function likedByKind(liked: Array<{ kind: ListingKind; id: number }>): Record<'liked_products' | 'liked_services', Array<{ id: number }>> {
  const fields = { liked_products: [] as Array<{ id: number }>, liked_services: [] as Array<{ id: number }> };
  for (const { kind, id } of liked) fields[LISTING_KINDS[kind].fields.liked].push({ id });
  return fields;
}

export function createLikesService(deps: { listings: ListingsRepository; listingsService: ListingsService; comments: Pick<CommentsService, 'likedIds'>; pages: PageInvalidation; clock: Clock }) {
  const { listings, listingsService, comments, pages, clock } = deps;

  async function requireListing(kind: ListingKind, id: number): Promise<void> {
    const row = await listings.findRow(id);
    if (!row || row.kind !== kind) throw new AppError('not_found');
  }

  return {
    async like(kind: ListingKind, id: number, userId: number): Promise<{ liked: true; likes: number }> {
      await requireListing(kind, id);
      const likes = await listings.like(id, userId, clock().toISOString());
      await pages.changed(listingChangeTags(kind, id));
      return { liked: true, likes };
    },

    async unlike(kind: ListingKind, id: number, userId: number): Promise<{ liked: false; likes: number }> {
      await requireListing(kind, id);
      const likes = await listings.unlike(id, userId);
      await pages.changed(listingChangeTags(kind, id));
      return { liked: false, likes };
    },

    async likedIds(userId: number): Promise<LikedIds> {
      const [liked, likedComments] = await Promise.all([listings.likedIds(userId), comments.likedIds(userId)]);
      return {
        ...likedByKind(liked),
        liked_comments: likedComments.map((id) => ({ id })),
      };
    },

    /** The liked listings of a kind, most recently liked first (the first `limit` of them), and how many there are. */
    async likedListings(userId: number, kind: ListingKind, limit = Number.POSITIVE_INFINITY): Promise<{ count: number; records: ListingRecord[] }> {
      const ids = (await listings.likedIds(userId, kind)).map(({ id }) => id);
      return { count: ids.length, records: await listingsService.recordsOf(ids.slice(0, limit)) };
    },

    isLikedBy(id: number, userId: number): Promise<boolean> {
      return listings.isLikedBy(id, userId);
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
