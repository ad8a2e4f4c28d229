import type { ListingKind } from '../../lib/listing-kinds.ts';
import type { NoticeDraft } from '../../lib/notice-data.ts';
import type { DealListing, ReviewRow } from './reviews.repository.ts';

/** The notices asking both sides of a deal to review each other (issue 24, item 4), once per deal. */
export function reviewDueNotices(listing: Pick<DealListing, 'id' | 'kind' | 'title' | 'owner_id'>, buyerId: number, closesAt: string): NoticeDraft[] {
  return [
    { userId: listing.owner_id, other: buyerId, role: 'seller' as const },
    { userId: buyerId, other: listing.owner_id, role: 'buyer' as const },
  ].map(({ userId, other, role }) => ({
    userId,
    type: 'review_due',
    listingId: listing.id,
    data: { kind: listing.kind, title: listing.title, other_id: other, role, closes_at: closesAt },
    dedupeKey: `review_due:${listing.id}:${other}`,
  }));
}

/**
 * The notices of reviews that just began to show (issue 25): each to the person it is about, once
 * per review, as their page now shows it (the double-blind reveal, the 14 days, a moderator's release).
 */
export function reviewReceivedNotices(
  shown: Array<Pick<ReviewRow, 'id' | 'listing_id' | 'target_id' | 'stars'>>,
  /** Issue 34: each review's author and deal (reviews.repository.ts noticeFacts), named in its notice. */
  facts: Map<number, { author: string; title: string; kind: ListingKind }>,
): NoticeDraft[] {
  return shown.map((row) => ({
    userId: row.target_id,
    type: 'review_received',
    listingId: row.listing_id,
    data: { target_id: row.target_id, stars: row.stars, ...facts.get(row.id) },
    dedupeKey: `review_received:${row.id}`,
  }));
}
