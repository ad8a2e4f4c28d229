import type { Clock } from '../clock.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import { LISTING_KIND_NAMES, LISTING_KINDS, type LikedField, type ListingKind, type ListingRecord } from '../../lib/listing-kinds.ts';
import { readStoredNotice } from '../../lib/notice-data.ts';
import { AppError } from '../errors.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ListingRow, ListingsRepository } from '../listings/listings.repository.ts';
import type { NoticesRepository } from '../notices/notices.repository.ts';
import type { Notifier } from '../notices/notifier.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import { listingChangeTags } from '../page-cache/policy.ts';

/** The liked ids login-info and user/info carry (spec/API.md). */
export type LikedIds = Record<LikedField | 'liked_comments', { id: number }[]>;

/** Likes of products and services: idempotent, and every count equals its rows. */
/** The liked ids under each kind's field of the user info (`liked_products`, `liked_services`, `liked_real_estate`). */
function likedByKind(liked: Array<{ kind: ListingKind; id: number }>): Record<LikedField, Array<{ id: number }>> {
  const fields = Object.fromEntries(LISTING_KIND_NAMES.map((kind) => [LISTING_KINDS[kind].fields.liked, [] as Array<{ id: number }>])) as Record<
    LikedField,
    Array<{ id: number }>
  >;
  for (const { kind, id } of liked) fields[LISTING_KINDS[kind].fields.liked].push({ id });
  return fields;
}

/** The people whose likes a listing's notice remembers, so that liking again after an unlike is not news. */
const LIKERS_REMEMBERED = 200;

/** Whom a listing's likes notice (its stored JSON) counted already. */
function likersOf(data: string | undefined): number[] {
  const notice = data === undefined ? null : readStoredNotice('listing_likes', data);
  return notice?.type === 'listing_likes' ? (notice.data.likers ?? []) : [];
}

export function createLikesService(deps: {
  listings: ListingsRepository;
  listingsService: ListingsService;
  comments: Pick<CommentsService, 'likedIds'>;
  /** A listing's owner hears of its new likes as one grouped notice (issue 25). */
  notices: Pick<NoticesRepository, 'findByKey'>;
  notifier: Pick<Notifier, 'add'>;
  pages: PageInvalidation;
  clock: Clock;
}) {
  const { listings, listingsService, comments, notices, notifier, pages, clock } = deps;

  /** The listing of this kind, if the user may see it (lib/listing-visibility.ts): a hidden one is as missing as a deleted one. */
  async function requireListing(kind: ListingKind, id: number, userId: number): Promise<ListingRow> {
    const row = await listings.findVisibleRow(id, userId);
    if (!row || row.kind !== kind) throw new AppError('not_found');
    return row;
  }

  /**
   * A new like told to the listing's owner (never their own: refused), in the like's transaction: their
   * notice of the listing's likes counts one more ("5 people liked…"). Someone it already counted,
   * who took the like back and gave it again, is not counted twice.
   */
  async function tellOwner(listing: ListingRow, userId: number, now: string, trx: Transaction<DB>): Promise<void> {
    const dedupeKey = `likes:${listing.id}`;
    const likers = likersOf((await notices.findByKey(listing.owner_id, dedupeKey, trx))?.data);
    if (likers.includes(userId)) return;
    const data = { kind: listing.kind, title: listing.title, likers: [...likers, userId].slice(-LIKERS_REMEMBERED) };
    await notifier.add([{ userId: listing.owner_id, type: 'listing_likes', listingId: listing.id, data, dedupeKey }], now, trx);
  }

  return {
    async like(kind: ListingKind, id: number, userId: number): Promise<{ liked: true; likes: number }> {
      const listing = await requireListing(kind, id, userId);
      // The page never offers it (its owner sees their moves instead): the API refuses it too.
      if (listing.owner_id === userId) throw new AppError('own_listing_like');
      const now = clock().toISOString();
      // The write holds the rule too: a hide landing between the read and the like leaves nothing written.
      const likes = await listings.like(id, userId, now, (trx) => tellOwner(listing, userId, now, trx));
      if (likes === null) throw new AppError('not_found');
      await pages.changed(listingChangeTags(kind, id));
      return { liked: true, likes };
    },

    async unlike(kind: ListingKind, id: number, userId: number): Promise<{ liked: false; likes: number }> {
      await requireListing(kind, id, userId);
      const likes = await listings.unlike(id, userId);
      if (likes === null) throw new AppError('not_found');
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
