import type { ListingKind, ProductCondition } from '../db/schema.ts';
import type { Location } from '../locations/locations.service.ts';
import { planProducts } from './product-plan.ts';
import { seededRandom, type Random } from './random.ts';
import { DEMO_SELLERS, demoPhone, homeOf, type SellerProfile } from './sellers.ts';

/** The same seed, the same marketplace: every run plans the same sellers, listings and likes. */
export const DEMO_SEED = 20_261_122;
const DAY_MS = 86_400_000;

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

/** A listing of any kind, ready for the listing core (products now; services plan the same way later). */
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
}

export interface PlannedLike {
  /** Index into `DemoPlan.listings`. */
  listing: number;
  seller: number;
  at: Date;
}

export interface DemoPlan {
  sellers: PlannedSeller[];
  /** Oldest first, so ids grow with `created_at` as they would have on a real site. */
  listings: PlannedListing[];
  likes: PlannedLike[];
}

/** Everything the demo will create, decided before anything is written (pure: the seed, `now`, the districts). */
export function planDemoData(now: Date, locations: Location[], seed = DEMO_SEED): DemoPlan {
  const random = seededRandom(seed);
  const sellers = DEMO_SELLERS.map((profile, index) => ({
    profile,
    phone: demoPhone(index),
    home: homeOf(profile, locations),
    joinedAt: new Date(now.getTime() - (60 + random.int(0, 600)) * DAY_MS),
  }));
  const listings = [...planProducts(random, { sellers, locations, now })].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { sellers, listings, likes: planLikes(random, sellers.length, listings, now) };
}

/** Every seller likes a handful of other sellers' listings, some time after each was listed. */
function planLikes(random: Random, sellerCount: number, listings: PlannedListing[], now: Date): PlannedLike[] {
  const likes: PlannedLike[] = [];
  for (let seller = 0; seller < sellerCount; seller += 1) {
    const others = listings.flatMap((listing, index) => (listing.seller === seller ? [] : [index]));
    for (const listing of random.sample(others, random.int(4, 18))) {
      const listed = listings[listing]!.createdAt.getTime();
      likes.push({ listing, seller, at: new Date(listed + Math.floor((now.getTime() - listed) * random.next())) });
    }
  }
  return likes;
}
