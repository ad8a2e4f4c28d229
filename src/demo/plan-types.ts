import type { ListingKind, ProductCondition } from '../lib/listing-kinds.ts';
import type { RealEstateFields } from '../lib/real-estate.ts';
import type { Location } from '../server/locations/locations.service.ts';
import type { SellerProfile } from './sellers.ts';

/** What the demo plans (demo-plan.ts), apart from the plan itself: read by each part of the planner. */

export interface PlannedSeller {
  profile: SellerProfile;
  phone: string;
  home: Location;
  joinedAt: Date;
}

/** One generated picture: the category's look, the item's short name, and which of the variations. */
export interface PictureSpec {
  slug: string;
  label: string;
  variant: number;
}

/** A listing of either kind, ready for the listing core (services have no price, condition or stock). */
export interface PlannedListing {
  kind: ListingKind;
  /** Index into `DemoPlan.sellers`. */
  seller: number;
  categorySlug: string;
  locationId: number;
  title: string;
  description: string;
  price: number | null;
  condition: ProductCondition | null;
  inStock: boolean;
  createdAt: Date;
  pictures: PictureSpec[];
  /** Real estate's own fields (issue 38), given to the listing core as the input's `own`. */
  own?: RealEstateFields;
  /** Sold or let by its owner at this moment, to nobody of the demo (life-plan.ts): it has left the lists. */
  soldAt?: Date;
}

export interface PlannedLike {
  /** Index into `DemoPlan.listings`. */
  listing: number;
  seller: number;
  at: Date;
}

/** A comment on a listing, or a reply when it has a parent. */
export interface PlannedComment {
  /** Index into `DemoPlan.listings`. */
  listing: number;
  /** Index into `DemoPlan.sellers`. */
  author: number;
  /** Index into `DemoPlan.comments` of the comment this answers (always earlier there), or null. */
  parent: number | null;
  text: string;
  at: Date;
}

export interface PlannedCommentLike {
  /** Index into `DemoPlan.comments`. */
  comment: number;
  seller: number;
  at: Date;
}
