import { performance } from 'node:perf_hooks';
import { createSemaphore } from '../../lib/semaphore.ts';
import { usernameKey } from '../accounts/auth.service.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createUsersRepository, type UsersRepository } from '../accounts/users.repository.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Clock } from '../clock.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { Database } from '../db/database.ts';
import type { ListingKind } from '../db/schema.ts';
import { createLikesService } from '../likes/likes.service.ts';
import { createListingsRepository, type ListingsRepository } from '../listings/listings.repository.ts';
import { createListingsService, type ListingsService } from '../listings/listings.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createDemoRepository } from './demo.repository.ts';
import { planDemoData, type DemoPlan, type PlannedListing, type PlannedSeller } from './demo-plan.ts';
import { renderPicture } from './listing-images.ts';
import { DEMO_PASSWORD } from './sellers.ts';

export interface DemoDeps {
  database: Database;
  media: MediaStore;
  clock: Clock;
  services: { catalog: CatalogService; locations: LocationsService; listings: ListingsService; comments: CommentsService };
}

export interface DemoSummary {
  sellers: number;
  products: number;
  images: number;
  likes: number;
  ms: number;
}

const LISTING_KINDS: ListingKind[] = ['product', 'service'];
/** Listings created at once: picture encoding is the cost, and two keep both cores of a small machine busy. */
const PARALLEL_LISTINGS = 2;

/**
 * Fills an empty database (no listings of any kind) with the demo marketplace and says what it
 * made; a database with listings is left alone (null). Everything goes through the listing
 * core as a seller's upload would, with a clock set to the planned moment, so `created_at`,
 * images, counts and search text are what the site itself would have written.
 */
export async function fillDemoData(deps: DemoDeps, onStart: () => void = () => {}): Promise<DemoSummary | null> {
  const started = performance.now();
  const { db, kind } = deps.database;
  const listings = createListingsRepository(db, kind);
  const users = createUsersRepository(db);
  return createDemoRepository(db, kind).withFillLock(async () => {
    if (await hasListings(listings)) return null;
    onStart();
    const plan = planDemoData(deps.clock(), await deps.services.locations.listLocations());
    const sellerIds = await ensureSellers(users, plan.sellers);
    const listingIds = await createListings(deps, { listings, users }, plan, sellerIds);
    await addLikes(deps, listings, plan, listingIds, sellerIds);
    return {
      sellers: plan.sellers.length,
      products: plan.listings.filter((listing) => listing.kind === 'product').length,
      images: plan.listings.reduce((sum, listing) => sum + listing.pictures.length, 0),
      likes: plan.likes.length,
      ms: Math.round(performance.now() - started),
    };
  });
}

async function hasListings(listings: ListingsRepository): Promise<boolean> {
  for (const kind of LISTING_KINDS) if ((await listings.count({ kind }, 0)) > 0) return true;
  return false;
}

/**
 * The demo accounts, found by phone when an interrupted fill made them already. One scrypt
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

async function createListings(
  deps: DemoDeps,
  repositories: { listings: ListingsRepository; users: UsersRepository },
  plan: DemoPlan,
  sellerIds: number[],
): Promise<number[]> {
  const { catalog, locations } = deps.services;
  const categoryIds = new Map<string, number>();
  for (const kind of new Set(plan.listings.map((listing) => listing.kind))) {
    for (const category of await catalog.listCategories(kind)) categoryIds.set(`${kind}:${category.slug}`, category.id);
  }
  // One listing core per listing, its clock stopped at the planned moment (they run two at a time).
  const coreAt = (at: Date) => createListingsService({ ...repositories, catalog, locations, media: deps.media, clock: () => at });

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
    };
    const record = await coreAt(listing.createdAt).create(listing.kind, sellerIds[listing.seller]!, input, files);
    return record.id;
  }

  const slot = createSemaphore(PARALLEL_LISTINGS);
  const ids: number[] = [];
  let failure: { error: unknown } | undefined;
  await Promise.all(
    plan.listings.map((listing, index) =>
      slot(async () => {
        if (failure) return;
        try {
          ids[index] = await create(listing);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw failure.error;
  return ids;
}

/** Likes through the likes service (row and count in one transaction), each at its planned moment. */
async function addLikes(deps: DemoDeps, listings: ListingsRepository, plan: DemoPlan, listingIds: number[], sellerIds: number[]): Promise<void> {
  for (const like of plan.likes) {
    const likes = createLikesService({ listings, listingsService: deps.services.listings, comments: deps.services.comments, clock: () => like.at });
    const listing = plan.listings[like.listing]!;
    await likes.like(listing.kind, listingIds[like.listing]!, sellerIds[like.seller]!);
  }
}
