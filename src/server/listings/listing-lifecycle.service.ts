import { termDays, type ListingKind, type ListingRecord } from '../../lib/listing-kinds.ts';
import {
  allows,
  expiryFrom,
  guardOf,
  LIFECYCLE,
  refusal,
  reminderDue,
  reservedUntilFrom,
  type JobMove,
  type ListingLife,
  type ListingStatus,
  type MoveGuard,
  type OwnerMove,
} from '../../lib/listing-states.ts';
import type { UserRef } from '../../lib/schemas/shapes.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Clock } from '../clock.ts';
import { AppError, fieldError } from '../errors.ts';
import type { Notifier } from '../notices/notifier.ts';
import { reviewDueNotices } from '../reviews/review-notices.ts';
import { REVIEW_RULES } from '../../lib/review-rules.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import { listingChangeTags } from '../page-cache/policy.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ListingRow, ListingsRepository, MoveValues } from './listings.repository.ts';
import { DAY } from '../../lib/time-units.ts';

/** Listings the hourly job moves per statement. */
const BATCH = 500;

/** What a seller's move says beyond the listing: the buyer of a reservation or sale (null: sold elsewhere). */
export interface MoveInput {
  buyerId?: number | null | undefined;
}

/** What one run of the hourly job did. */
export interface DueRun {
  lapsed: number;
  expired: number;
  archived: number;
  reminded: number;
}

/** Renewing's guard at `now`, narrowed to `states` (a tab's) when given. */
function renewGuard(now: Date, states?: readonly ListingStatus[]): MoveGuard {
  const guard = guardOf('renew', now);
  return states ? { ...guard, from: guard.from.filter((state) => states.includes(state)) } : guard;
}

const lifeOf = (row: ListingRow): ListingLife => ({
  status: row.status,
  expiresAt: row.expires_at,
  listedAt: row.listed_at,
  reservedUntil: row.reserved_until,
});

/**
 * A listing's life (issue 22): the seller's moves (reserve, release, sell, renew, raise, pause and
 * resume, issue 34), "renew
 * all", the buyers a listing may go to, and the hourly job's moves (lapse, expire, archive) with
 * the reminders before expiry. lib/listing-states.ts decides what each move needs; every move is
 * one conditional write in the repository, so two tabs, two instances or a click and the job
 * racing give one result.
 */
export function createListingLifecycle(deps: {
  listings: ListingsRepository;
  recordsOf: (ids: number[]) => Promise<ListingRecord[]>;
  catalog: CatalogService;
  userRefs: UserRefs;
  notifier: Notifier;
  pages: PageInvalidation;
  clock: Clock;
}) {
  const { listings, recordsOf, catalog, userRefs, notifier, pages, clock } = deps;

  /** What a move writes besides the state, at `now`, for a listing of this kind and category. */
  async function valuesOf(move: OwnerMove, row: ListingRow, input: MoveInput, now: Date): Promise<MoveValues> {
    switch (move) {
      case 'reserve':
        return { reservedFor: input.buyerId!, reservedUntil: reservedUntilFrom(now) };
      case 'release':
        return { reservedFor: null, reservedUntil: null };
      case 'sell':
        return { soldTo: input.buyerId ?? null, soldAt: now.toISOString(), reservedFor: null, reservedUntil: null };
      case 'renew': {
        const category = await catalog.findCategory(row.kind, row.category_id);
        return { expiresAt: expiryFrom(now, termDays(row.kind, category?.slug ?? '')) };
      }
      case 'raise':
        return { listedAt: now.toISOString() };
      case 'pause':
      case 'resume':
        // Its term runs on while paused: resuming keeps the same expiry.
        return {};
    }
  }

  /** Why a move found nothing to move: gone or another kind (404), someone else's (403), a buyer who never wrote about it (400), else the state (409). */
  async function refuse(kind: ListingKind, id: number, ownerId: number, move: OwnerMove, buyerId: number | undefined, now: Date): Promise<never> {
    const row = await listings.findRow(id);
    if (!row || row.kind !== kind) throw new AppError('not_found');
    if (row.owner_id !== ownerId) throw new AppError('not_owner');
    if (buyerId !== undefined && allows(lifeOf(row), move, now)) throw fieldError('buyer_id', 'buyer_not_eligible');
    throw new AppError(refusal(lifeOf(row), move, now));
  }

  async function changed(rows: Array<Pick<ListingRow, 'kind' | 'id' | 'owner_id'>>): Promise<void> {
    if (rows.length === 0) return;
    const tags = new Set<string>();
    for (const row of rows) for (const tag of listingChangeTags(row.kind, row.id, row.owner_id)) tags.add(tag);
    await pages.changed([...tags]);
  }

  async function move(kind: ListingKind, id: number, ownerId: number, move: OwnerMove, input: MoveInput = {}): Promise<ListingRecord> {
    const now = clock();
    if (move === 'reserve' && (input.buyerId === undefined || input.buyerId === null)) throw fieldError('buyer_id', 'field_required');
    const row = await listings.findRow(id);
    if (!row || row.kind !== kind) throw new AppError('not_found');
    // The write holds the owner; this only says it first (a seller naming themselves as the buyer is no sale).
    if (row.owner_id !== ownerId) throw new AppError('not_owner');
    if (input.buyerId === ownerId) throw fieldError('buyer_id', 'buyer_not_eligible');
    const buyerId = (move === 'reserve' || move === 'sell') && typeof input.buyerId === 'number' ? input.buyerId : undefined;
    const values = await valuesOf(move, row, input, now);
    const moved = await listings.transaction(async (trx) => {
      const row = await listings.move({ id, kind, ownerId, inquirer: buyerId }, move, guardOf(move, now), values, trx);
      // Sold to someone: both sides are asked to review each other (issue 24), with the sale.
      if (row && move === 'sell' && row.sold_to !== null)
        await notifier.add(reviewDueNotices(row, row.sold_to, new Date(now.getTime() + REVIEW_RULES.windowMs).toISOString()), now.toISOString(), trx);
      return row;
    });
    if (!moved) return refuse(kind, id, ownerId, move, buyerId, now);
    await changed([moved]);
    return (await recordsOf([id]))[0]!;
  }

  /** What an owner is told of the job's move, written in the move's transaction: an expiry (the others say nothing). */
  const toldOf = (jobMove: JobMove, now: Date) =>
    jobMove !== 'expire'
      ? undefined
      : (rows: ListingRow[], trx: Transaction<DB>) =>
          notifier.add(
            rows.map((row) => ({
              userId: row.owner_id,
              type: 'listing_expired',
              listingId: row.id,
              data: { kind: row.kind, title: row.title },
              dedupeKey: `listing_expired:${row.id}:${row.expires_at}`,
            })),
            now.toISOString(),
            trx,
          );

  /** The job's move on everything due, a batch at a time. */
  async function moveAllDue(jobMove: JobMove, now: Date): Promise<ListingRow[]> {
    const moved: ListingRow[] = [];
    for (;;) {
      const rows = await listings.moveDue(jobMove, guardOf(jobMove, now), BATCH, toldOf(jobMove, now));
      moved.push(...rows);
      if (rows.length < BATCH) return moved;
    }
  }

  /** Reminders 3 days and 1 day before expiry, each written once per listing and expiry date. */
  async function remind(now: Date): Promise<number> {
    const from = now.toISOString();
    const to = new Date(now.getTime() + LIFECYCLE.reminderDays[0] * DAY).toISOString();
    let written = 0;
    for (let after = 0; ;) {
      const rows = await listings.expiringBetween(from, to, BATCH, after);
      const due = rows.flatMap((row) => {
        const days = reminderDue(row.expires_at, now);
        return days === null
          ? []
          : [
              {
                userId: row.owner_id,
                type: 'listing_expiring' as const,
                listingId: row.id,
                data: { kind: row.kind, title: row.title, days, expires_at: row.expires_at },
                dedupeKey: `listing_expiring:${row.id}:${days}:${row.expires_at}`,
              },
            ];
      });
      written += await notifier.add(due, from);
      if (rows.length < BATCH) return written;
      after = rows.at(-1)!.id;
    }
  }

  return {
    move,

    /**
     * Renews every listing of the owner's kind that renewing allows now (from a week before expiry,
     * up to 90 days after), or only those in `states` (My listings' tab it is asked from): how many.
     */
    async renewAll(kind: ListingKind, ownerId: number, states?: readonly ListingStatus[]): Promise<{ renewed: number; records: ListingRecord[] }> {
      const ids = await listings.idsMeeting(ownerId, kind, renewGuard(clock(), states));
      const renewed: number[] = [];
      for (const id of ids) {
        try {
          renewed.push((await move(kind, id, ownerId, 'renew')).id);
        } catch (error) {
          // Renewed or deleted in another tab meanwhile: the others still go.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { renewed: renewed.length, records: await recordsOf(renewed) };
    },

    /** The people who wrote to the seller about the listing: whom it may be reserved for or sold to. The owner only. */
    async buyers(kind: ListingKind, id: number, ownerId: number): Promise<UserRef[]> {
      const row = await listings.findRow(id);
      if (!row || row.kind !== kind) throw new AppError('not_found');
      if (row.owner_id !== ownerId) throw new AppError('not_owner');
      const asked = await listings.inquirers(id);
      const refs = await userRefs(asked.map((each) => each.user_id));
      return asked.flatMap((each) => refs.get(each.user_id) ?? []);
    },

    /** How many of the owner's listings of a kind renewing allows now ("renew all"), of `states` when given (a tab's). */
    async renewableCount(kind: ListingKind, ownerId: number, states?: readonly ListingStatus[]): Promise<number> {
      return (await listings.idsMeeting(ownerId, kind, renewGuard(clock(), states))).length;
    },

    /** Which of the owner's listings somebody wrote about: those Reserve is offered for (the rest say why not). */
    askedAbout(ids: number[]): Promise<number[]> {
      return listings.askedAbout(ids);
    },

    /** The names of the buyers listings were reserved for or sold to, for their seller's view. */
    async buyerNames(records: ListingRecord[]): Promise<Record<number, string>> {
      const ids = records.flatMap((record) => [record.reservedFor, record.soldTo].filter((id): id is number => id !== null));
      if (ids.length === 0) return {};
      return Object.fromEntries([...(await userRefs(ids)).values()].map((ref) => [ref.id, ref.username]));
    },

    /** How many of the owner's listings of a kind are in each state (My listings' tabs). */
    stateCounts(kind: ListingKind, ownerId: number): Promise<Record<ListingStatus, number>> {
      return listings.stateCounts(ownerId, kind);
    },

    /**
     * The hourly job (jobs/): reservations past their week back to active, listings past their
     * expiry expired, expired ones past their 90 days archived, owners told of each expiry and
     * reminded 3 days and 1 day before. Idempotent: each move holds its guard, each notice its key.
     */
    async runDue(): Promise<DueRun> {
      const now = clock();
      const lapsed = await moveAllDue('lapse', now);
      const expired = await moveAllDue('expire', now);
      const archived = await moveAllDue('archive', now);
      const reminded = await remind(now);
      await changed([...lapsed, ...expired, ...archived]);
      return { lapsed: lapsed.length, expired: expired.length, archived: archived.length, reminded };
    },
  };
}

export type ListingLifecycle = ReturnType<typeof createListingLifecycle>;
