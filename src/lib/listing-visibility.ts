import type { ListingStatus } from './listing-states.ts';

/**
 * Who may see a listing (issue 34): "a hidden listing is its owner's and the moderators' only".
 * Decided here, once: the listing core's reads (ListingsService `visibleTo`, `getVisible`) ask
 * it of a listing in hand, and the repositories write the same rule as SQL
 * (listings.repository.ts `listingVisibleTo`) where a query picks listings. Everyone else gets
 * what a listing that is not there gives: the page's and the API's 404, no card, no title.
 */

/** Who is looking: the signed-in user's id (null when signed out) and whether they moderate. */
export interface ListingViewer {
  userId: number | null;
  moderator: boolean;
}

/** Whether the listing shows only to its owner and the moderators (hidden by a moderator, issue 23). */
export const isWithheld = (status: ListingStatus): boolean => status === 'hidden';

/** Whether `viewer` may see the listing at all: any listing but a withheld one; a withheld one its owner and the moderators. */
export function isVisibleTo(listing: { status: ListingStatus; ownerId: number }, viewer: ListingViewer): boolean {
  return !isWithheld(listing.status) || (viewer.userId !== null && viewer.userId === listing.ownerId) || viewer.moderator;
}

/** Whether the answer depends on who the viewer is beyond being its owner: only a withheld listing asks whether they moderate. */
export const needsModeratorCheck = (listing: { status: ListingStatus; ownerId: number }, userId: number | null): boolean =>
  userId !== null && !isVisibleTo(listing, { userId, moderator: false });
