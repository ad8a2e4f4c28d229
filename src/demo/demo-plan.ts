import type { Location } from '../server/locations/locations.service.ts';
import { planChats, type PlannedChat } from './chat-plan.ts';
import { planComments } from './comment-plan.ts';
import { planLives, type LifeEvent, type PlannedLife } from './life-plan.ts';
import { planProducts } from './product-plan.ts';
import { planRealEstate } from './real-estate-plan.ts';
import { seededRandom, type Random } from './random.ts';
import { planServices } from './service-plan.ts';
import { DEMO_MARKETER, DEMO_MARKETER_PHONE, DEMO_SELLERS, demoPhone, homeOf } from './sellers.ts';
import type { PlannedComment, PlannedCommentLike, PlannedLike, PlannedListing, PlannedSeller } from './plan-types.ts';
import { DAY } from '../lib/time-units.ts';

/** How long ago the marketer's account was made. */
const MARKETER_DAYS = 400;

/** The same seed, the same marketplace: every run plans the same sellers, listings, likes, comments and chats. */
export const DEMO_SEED = 20_261_122;

/** Real estate is drawn from its own stream: products and services come out the same with it or without it. */
const REAL_ESTATE_SEED_OFFSET = 38;

export interface DemoPlan {
  sellers: PlannedSeller[];
  /** The marketer's account (issue 37): no listings, no likes, no talk; its role is granted with it. */
  marketer: PlannedSeller;
  /**
   * The market's listings oldest first, then the sellers' past ones (sold, expired, archived,
   * one expiring soon: life-plan.ts, drawn last); created in time order, so ids grow with
   * `created_at` as they would have on a real site.
   */
  listings: PlannedListing[];
  likes: PlannedLike[];
  /** Oldest first: a reply always comes after the comment it answers. */
  comments: PlannedComment[];
  commentLikes: PlannedCommentLike[];
  /** Private conversations between the sellers about their listings (drawn after the rest), then those that led to a reservation or a sale. */
  chats: PlannedChat[];
  /** Every listing's life after it went up: the sellers' moves and the hourly job's runs in time order, and where they leave each listing. */
  life: { now: Date; events: LifeEvent[]; lives: PlannedLife[] };
}

/** Everything the demo will create, decided before anything is written (pure: the seed, `now`, the districts). */
export function planDemoData(now: Date, locations: Location[], seed = DEMO_SEED): DemoPlan {
  const random = seededRandom(seed);
  const sellers = DEMO_SELLERS.map((profile, index) => ({
    profile,
    phone: demoPhone(index),
    home: homeOf(profile, locations),
    joinedAt: new Date(now.getTime() - (60 + random.int(0, 600)) * DAY),
  }));
  const context = { sellers, locations, now };
  // Products are drawn first: a change to the services leaves them as they are.
  const realEstate = realEstateListings(seed, context);
  const listings = [...planProducts(random, context), ...planServices(random, context), ...realEstate].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const likes = planLikes(random, sellers.length, listings, now);
  const talk = planComments(random, { ...context, listings });
  const chats = planChats(random, { ...context, listings });
  const life = planLives(random, { ...context, listings, chats });
  return {
    sellers,
    // Drawn from nothing random: the marketplace's plan is the same with it or without it.
    marketer: {
      profile: DEMO_MARKETER,
      phone: DEMO_MARKETER_PHONE,
      home: homeOf(DEMO_MARKETER, locations),
      joinedAt: new Date(now.getTime() - MARKETER_DAYS * DAY),
    },
    listings: [...listings, ...life.listings],
    likes,
    ...talk,
    chats: [...chats, ...life.chats],
    life: { now, events: life.events, lives: life.lives },
  };
}

/** The demo's properties as listings of the kind, or none while the core has no such kind. */
export function realEstateListings(seed: number, context: { sellers: PlannedSeller[]; locations: Location[]; now: Date }): PlannedListing[] {
  return planRealEstate(seededRandom(seed + REAL_ESTATE_SEED_OFFSET), context).map((listing) => ({ ...listing, kind: 'real_estate' as const }));
}

/** Every seller likes a handful of other sellers' listings, some time after each was listed. */
function planLikes(random: Random, sellerCount: number, listings: PlannedListing[], now: Date): PlannedLike[] {
  const likes: PlannedLike[] = [];
  for (let seller = 0; seller < sellerCount; seller += 1) {
    const others = listings.flatMap((listing, index) => (listing.seller === seller ? [] : [index]));
    for (const listing of random.sample(others, random.int(5, 20))) {
      const listed = listings[listing]!.createdAt.getTime();
      likes.push({ listing, seller, at: new Date(listed + Math.floor((now.getTime() - listed) * random.next())) });
    }
  }
  return likes;
}
