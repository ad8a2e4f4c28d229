import type { NoticeValues } from '../notices/notices.repository.ts';
import type { DealListing } from './reviews.repository.ts';

/** The notices asking both sides of a deal to review each other (issue 24, item 4), once per deal. */
export function reviewDueNotices(listing: Pick<DealListing, 'id' | 'kind' | 'title' | 'owner_id'>, buyerId: number, closesAt: string): NoticeValues[] {
  return [
    { userId: listing.owner_id, other: buyerId, role: 'seller' },
    { userId: buyerId, other: listing.owner_id, role: 'buyer' },
  ].map(({ userId, other, role }) => ({
    userId,
    type: 'review_due',
    listingId: listing.id,
    data: { kind: listing.kind, title: listing.title, other_id: other, role, closes_at: closesAt },
    dedupeKey: `review_due:${listing.id}:${other}`,
  }));
}
