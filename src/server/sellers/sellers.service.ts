import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { SellerProfile } from '../../lib/schemas/sellers.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Clock } from '../clock.ts';
import type { ListingPage, ListingsService } from '../listings/listings.service.ts';
import { medianReplySeconds, REPLY_TIME } from './reply-time.ts';
import type { SellersRepository } from './sellers.repository.ts';
import type { Ratings } from '../reviews/ratings.ts';
import { DAY } from '../../lib/time-units.ts';

/**
 * A seller as everyone may see them (issue 22, item 6): the profile of their public page and of
 * `GET /api/users/{id}/`, and their listed listings through the listing core. Nothing here is
 * personal (no phone, nothing only the seller sees), so pages and answers built from it may be
 * cached for signed-out visitors.
 */
export function createSellersService(deps: {
  sellers: SellersRepository;
  users: Pick<UsersRepository, 'createdAt'>;
  userRefs: UserRefs;
  ratings: Ratings;
  listings: Pick<ListingsService, 'list'>;
  clock: Clock;
}) {
  const { sellers, users, userRefs, ratings, listings, clock } = deps;

  return {
    /** Their public profile, or null when there is no such user. */
    async profile(id: number): Promise<SellerProfile | null> {
      const [refs, memberSince] = await Promise.all([userRefs([id]), users.createdAt(id)]);
      const user = refs.get(id);
      if (!user || memberSince === undefined) return null;
      const now = clock().getTime();
      const since = now - REPLY_TIME.windowDays * DAY;
      const [activeCounts, soldCount, starts, rating] = await Promise.all([
        sellers.listedCounts(id),
        sellers.soldCount(id),
        sellers.firstExchanges(id, new Date(since).toISOString(), REPLY_TIME.rooms),
        ratings([id]),
      ]);
      return {
        ...user,
        member_since: memberSince,
        sold_count: soldCount,
        active_counts: activeCounts,
        reply_time: medianReplySeconds(starts, id, now, since),
        rating: rating.get(id)!,
      };
    },

    /** A page of their listed listings of a kind, newest first by sort date; null when there is no such user. */
    async listings(id: number, kind: ListingKind, page: number, pageSize: number): Promise<ListingPage | null> {
      if ((await users.createdAt(id)) === undefined) return null;
      return listings.list({ kind, ownerId: id, order: 'newest', page, pageSize });
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
