import { performance } from 'node:perf_hooks';
import { usernameKey } from '../server/accounts/auth.service.ts';
import { hashPassword } from '../server/accounts/passwords.ts';
import { createUsersRepository, type UsersRepository } from '../server/accounts/users.repository.ts';
import { LISTING_KIND_NAMES } from '../lib/listing-kinds.ts';
import { LIFECYCLE, LISTING_STATUSES, type ListingStatus } from '../lib/listing-states.ts';
import { createListingsRepository, type ListingsRepository } from '../server/listings/listings.repository.ts';
import { addActivity } from './demo-activity.ts';
import { addChats } from './demo-chats.ts';
import { addLives } from './demo-lifecycle.ts';
import { addModeration } from './demo-moderation.ts';
import { addReviews, type ReviewCounts } from './demo-reviews.ts';
import { addSavedSearches, type SavedSearchCounts } from './demo-saved-searches.ts';
import { planDemoData, type DemoPlan } from './demo-plan.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { inLanes } from './in-lanes.ts';
import { renderPicture } from './listing-images.ts';
import { DEMO_PASSWORD } from './sellers.ts';
import type { DemoDeps } from './demo-deps.ts';
import { DAY } from '../lib/time-units.ts';

export interface DemoSummary {
  sellers: number;
  products: number;
  services: number;
  images: number;
  likes: number;
  /** Comments on listings, then the replies under them, then likes of either. */
  comments: number;
  replies: number;
  commentLikes: number;
  /** Private conversations between the sellers (with the past customers of demo-reviews.ts), and their messages. */
  chats: number;
  messages: number;
  /** Listings (of both kinds) in each state at the end. */
  states: Record<ListingStatus, number>;
  /** Listings up (active or reserved) that were raised, and active ones expiring within 3 days (their owners reminded). */
  raised: number;
  expiringSoon: number;
  /** Reminder notices the job's runs wrote. */
  reminders: number;
  /** Moderation cases open for the demo's moderator: reports and what the screen held back. */
  openCases: number;
  /** Reviews (issue 24): written, shown, answered, hidden by the moderator, still waiting for the other side; people with a score. */
  reviews: Omit<ReviewCounts, 'talks' | 'talkMessages'>;
  /** Saved searches (issue 25): how many the demo accounts saved, the listings they found since, and the alerts sent of those. */
  savedSearches: SavedSearchCounts;
  ms: number;
}

/** The steps of a fill, in order: sellers, listings, activity, chats, lives, moderation, reviews, saved searches. */
export const DEMO_STEPS = 8;

/** What a fill tells while it runs (demo-on-start.ts logs it): its start, each step done, and the listings as they are made. */
export interface DemoProgress {
  started?(): void;
  step?(done: { step: number; of: number; made: string; ms: number }): void;
  /** Listings made so far of all planned, every tenth of them (their pictures are the longest part). */
  listings?(made: number, of: number): void;
}

/**
 * Listings created at once: picture encoding is the cost. The media pipeline encodes two
 * pictures at a time; a third listing draws its SVGs and writes its rows meanwhile, so both
 * cores of a small machine stay busy.
 */
const PARALLEL_LISTINGS = 3;

/**
 * Fills an empty database (no listings of any kind) with the demo marketplace and says what it
 * made; a database with listings is left alone (null). Everything goes through the listing
 * core as a seller's upload would, then through the likes, comments and chats services, and the
 * listings' lives (renewals, raises, reservations, sales, the hourly job's expiries and reminders)
 * through the lifecycle service, then the deals' reviews through the reviews service, then saved
 * searches, their new listings and alerts through the saved-searches service, each with a clock
 * set to the planned moment, so `created_at`, images, counts, states, search text and
 * scores are what the site itself would have written.
 */
export async function fillDemoData(deps: DemoDeps, progress: DemoProgress = {}): Promise<DemoSummary | null> {
  const started = performance.now();
  const { db, kind } = deps.database;
  const listings = createListingsRepository(db, kind);
  const users = createUsersRepository(db);
  return deps.repository.withFillLock(async () => {
    if (await hasListings(listings)) return null;
    progress.started?.();
    const plan = planDemoData(deps.clock(), await deps.services.locations.listLocations());
    const replies = plan.comments.filter((comment) => comment.parent !== null).length;
    const products = plan.listings.filter((listing) => listing.kind === 'product').length;
    const properties = plan.listings.filter((listing) => listing.own).length;
    const images = plan.listings.reduce((sum, listing) => sum + listing.pictures.length, 0);
    let step = 0;
    // One line a step, with what it made and how long it took, so a first start never looks stuck.
    async function phase<T>(work: () => Promise<T>, made: (result: T) => string): Promise<T> {
      const at = performance.now();
      const result = await work();
      step += 1;
      progress.step?.({ step, of: DEMO_STEPS, made: made(result), ms: Math.round(performance.now() - at) });
      return result;
    }
    const sellerIds = await phase(
      async () => {
        const ids = await ensureSellers(users, [...plan.sellers, plan.marketer]);
        await deps.services.roles.grant(plan.marketer.phone, 'marketer');
        return ids.slice(0, plan.sellers.length);
      },
      (ids) => `${ids.length} sellers and a marketer`,
    );
    // Real estate's dollar prices are kept in so'm too, at the bank's rate: the rate first (the rates file offline).
    await deps.services.rates.refresh('USD');
    const listingIds = await phase(
      () => createListings(deps, plan, sellerIds, progress.listings),
      (ids) => `${products} products, ${ids.length - products - properties} services and ${properties} properties with ${images} pictures`,
    );
    const ids = { listings: listingIds, sellers: sellerIds };
    await phase(
      () => addActivity(deps, plan, ids),
      () => `${plan.likes.length} likes, ${plan.comments.length - replies} comments with ${replies} replies and ${plan.commentLikes.length} comment likes`,
    );
    await phase(
      () => addChats(deps, plan, ids),
      () => `${plan.chats.length} chats with ${plan.chats.reduce((sum, chat) => sum + chat.messages.length, 0)} messages`,
    );
    const reminders = await phase(
      () => addLives(deps, plan, ids),
      (count) =>
        `${plan.life.events.filter((event) => event.type === 'move').length} moves in the listings' lives (renewals, raises, reservations, sales, pauses), the hourly job's expiries and ${count} reminders`,
    );
    const openCases = await phase(
      () => addModeration(deps.services, plan, ids, deps.repository.openCases),
      (count) => `${count} open moderation cases`,
    );
    const { talks, talkMessages, ...reviews } = await phase(
      () => addReviews(deps, plan, ids),
      (counts) => `${counts.written} reviews, ${counts.talks} chats with past customers`,
    );
    const savedSearches = await phase(
      () => addSavedSearches(deps, plan, { sellers: sellerIds }),
      (counts) => `${counts.searches} saved searches, ${counts.hits} listings found, ${counts.alerts} alerts`,
    );
    return {
      sellers: plan.sellers.length,
      products,
      services: plan.listings.length - products,
      images,
      likes: plan.likes.length,
      comments: plan.comments.length - replies,
      replies,
      commentLikes: plan.commentLikes.length,
      chats: plan.chats.length + talks,
      messages: plan.chats.reduce((sum, chat) => sum + chat.messages.length, 0) + talkMessages,
      ...lifeCounts(plan),
      reminders,
      openCases,
      reviews,
      savedSearches,
      ms: Math.round(performance.now() - started),
    };
  });
}

/** How many listings end in each state, how many of those up were raised, how many expire within the reminder's days. */
function lifeCounts(plan: DemoPlan): Pick<DemoSummary, 'states' | 'raised' | 'expiringSoon'> {
  const states = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  let raised = 0;
  let expiringSoon = 0;
  const now = plan.life.now.getTime();
  plan.life.lives.forEach((life, index) => {
    states[life.status] += 1;
    const up = life.status === 'active' || life.status === 'reserved';
    if (up && life.listedAt !== plan.listings[index]!.createdAt.toISOString()) raised += 1;
    if (life.status === 'active' && Date.parse(life.expiresAt) - now <= LIFECYCLE.reminderDays[0] * DAY) expiringSoon += 1;
  });
  return { states, raised, expiringSoon };
}

async function hasListings(listings: ListingsRepository): Promise<boolean> {
  for (const kind of LISTING_KIND_NAMES) if ((await listings.count({ kind }, 0)).count > 0) return true;
  return false;
}

/**
 * The demo accounts (the sellers, then the marketer), found by phone when an interrupted fill made them already. One scrypt
 * hash (about a second) serves every new account: they share the README's password.
 */
async function ensureSellers(users: UsersRepository, sellers: PlannedSeller[]): Promise<number[]> {
  let passwordHash: Promise<string> | undefined;
  const ids: number[] = [];
  for (const seller of sellers) {
    const existing = await users.findByPhone(seller.phone);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    passwordHash ??= hashPassword(DEMO_PASSWORD);
    const username = await freeUsername(users, seller.profile.username);
    ids.push(
      await users.insertUser({
        username,
        usernameKey: usernameKey(username),
        phone: seller.phone,
        passwordHash: await passwordHash,
        locationId: seller.home.id,
        now: seller.joinedAt.toISOString(),
      }),
    );
  }
  return ids;
}

/** Someone may have registered a demo name first: the seller then gets a number after it. */
async function freeUsername(users: UsersRepository, wanted: string): Promise<string> {
  let candidate = wanted;
  for (let suffix = 2; await users.isUsernameTaken(usernameKey(candidate)); suffix += 1) candidate = `${wanted}${suffix}`;
  return candidate;
}

async function createListings(deps: DemoDeps, plan: DemoPlan, sellerIds: number[], onListings: DemoProgress['listings'] = () => {}): Promise<number[]> {
  const { catalog } = deps.services;
  const categoryIds = new Map<string, number>();
  for (const kind of new Set(plan.listings.map((listing) => listing.kind))) {
    for (const category of await catalog.listCategories(kind)) categoryIds.set(`${kind}:${category.slug}`, category.id);
  }
  // The listing core of each listing's moment, its clock stopped there (they run side by side); its texts are
  // screened as anyone's are, its pictures not compared (demo-deps.ts).

  async function create(listing: PlannedListing): Promise<number> {
    const categoryId = categoryIds.get(`${listing.kind}:${listing.categorySlug}`);
    if (categoryId === undefined) throw new Error(`demo data: no ${listing.kind} category ${listing.categorySlug}`);
    const files = await Promise.all(listing.pictures.map(renderPicture));
    const input = {
      title: listing.title,
      description: listing.description,
      categoryId,
      locationId: listing.locationId,
      price: listing.price,
      condition: listing.condition,
      inStock: listing.inStock,
      // Real estate's own fields (issue 38), for the listing core's `own`.
      ...(listing.own ? { own: listing.own } : {}),
    };
    const record = await deps.servicesAt(listing.createdAt).listings.create(listing.kind, sellerIds[listing.seller]!, input, files);
    return record.id;
  }

  // In time order (the past listings come last in the plan), so ids grow with creation.
  const byTime = plan.listings.map((listing, index) => ({ listing, index })).sort((a, b) => a.listing.createdAt.getTime() - b.listing.createdAt.getTime());
  const ids: number[] = [];
  const tenth = Math.max(1, Math.ceil(byTime.length / 10));
  let made = 0;
  await inLanes(PARALLEL_LISTINGS, byTime, async ({ listing, index }) => {
    ids[index] = await create(listing);
    made += 1;
    if (made % tenth === 0 && made < byTime.length) onListings(made, byTime.length);
  });
  return ids;
}
