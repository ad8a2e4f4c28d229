import type { Transaction } from 'kysely';
import { formatPrice } from '../../lib/format.ts';
import { CAPTURE_MOVEMENTS, postings, type Movement } from '../../lib/ledger.ts';
import type { Locale } from '../../lib/locales.ts';
import type { NoticeDraft } from '../../lib/notice-data.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import {
  allowed,
  deadlineFrom,
  guardOf,
  HANDOVER_CODE,
  moneyOf,
  nextStep,
  refusal,
  stampOf,
  type DealActor,
  type DealEventName,
  type DealMove,
  type DealState,
} from '../../lib/safe-deal.ts';
import { amountProblem, holdOf, feeOf, TIYIN_PER_SOM, type DealAmounts } from '../../lib/safe-deal-money.ts';
import type { Deal, DealRequestInput } from '../../lib/schemas/deals.ts';
import type { UserRefs } from '../accounts/user-refs.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { AppError, fieldError } from '../errors.ts';
import { getT } from '../i18n.ts';
import type { JobRun } from '../jobs/job-run.ts';
import type { ListingLifecycle } from '../listings/listing-lifecycle.service.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';
import type { Logger } from '../logger.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { Notifier } from '../notices/notifier.ts';
import { PaymentError, type PaymentsProvider, type ReceiptView } from '../payments/payments-provider.ts';
import type { Quotas } from '../rate-limit/quotas.ts';
import { dealLifeOf } from './deal-life.ts';
import type { DealRow, DealsRepository, DealValues } from './deals.repository.ts';
import { handoverCodeMatches, handoverCodeOf } from './handover-code.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import type { PaymentCallRow, PaymentCallsRepository } from './payment-calls.repository.ts';

/** Deals (or provider calls) a job looks at per batch. */
const BATCH = 100;
/** A user's list of deals, and the moderators'. */
const LISTED = 100;
/** Seconds to wait before asking again after a lost provider answer (Retry-After). */
const RETRY_AFTER_S = 60;

export interface DealsConfig {
  /** Bozor's fee in basis points (SAFE_DEAL_FEE_BPS). */
  feeBps: number;
  /** The key the handover codes are derived with (SAFE_DEAL_CODE_KEY). */
  codeKey: string;
  /** One provider call's timeout (PAYMENTS_TIMEOUT_MS): a call started longer ago than a few of them lost its caller. */
  paymentsTimeoutMs: number;
}

type Viewer = { id: number; role: 'buyer' | 'seller' | 'moderator' };
type Side = 'buyer' | 'seller';

/** The provider call's idempotency key of a deal's money step (also the ledger movement's key of that step). */
export const dealKey = (dealId: number, step: 'hold' | Movement) => `deal:${dealId}:${step}`;

const amountsOf = (row: DealRow): DealAmounts => ({ priceTiyin: Number(row.price_tiyin), feeTiyin: Number(row.fee_tiyin) });

/**
 * Who hears of a move: the other side of a person's move; both sides of the clock's, the
 * provider's and a moderator's. Moderators also hear of a dispute and of one left undecided.
 */
function toldOf(actor: DealActor): Side[] {
  if (actor === 'buyer') return ['seller'];
  if (actor === 'seller') return ['buyer'];
  return ['buyer', 'seller'];
}
const MODERATORS_HEAR: ReadonlySet<DealEventName> = new Set(['dispute', 'escalate']);

/**
 * The safe deal (issue 39): every rule of a deal's life here; lib/safe-deal.ts decides each move,
 * the repository makes it as one conditional UPDATE with its timeline entry, and its notices and
 * ledger postings commit in the same transaction.
 *
 * Money follows the state: a move that captures or releases the hold is made first (so that a
 * click and the deadline job racing give one result), then the provider is called under the
 * step's idempotency key (payment_calls), then the movement is posted; a crash or a lost answer
 * between leaves the deal in `awaitingMoney` or its call `unknown`, and the `deal-money` job
 * finishes it. The hold is the other way round (the card is held, then the deal is paid): the
 * call's key `deal:<id>:hold` is claimed once, the provider's receipt is created by order (a
 * repeat answers the same receipt), and a lost answer is looked up by the job, which pays the
 * deal or, when the deal moved on meanwhile, releases the hold. No key is ever called twice at
 * once, and no receipt is held twice.
 */
export function createDealsService(deps: {
  deals: DealsRepository;
  ledger: LedgerRepository;
  calls: PaymentCallsRepository;
  listings: Pick<ListingsRepository, 'imagesOf'>;
  lifecycle: Pick<ListingLifecycle, 'move'>;
  chats: Pick<ChatsService, 'create' | 'send'>;
  users: Pick<UsersRepository, 'hasRole' | 'withRole'>;
  userRefs: UserRefs;
  media: MediaStore;
  notifier: Pick<Notifier, 'add'>;
  quotas: Quotas;
  payments: PaymentsProvider;
  clock: Clock;
  logger: Logger;
  config: DealsConfig;
}) {
  const { deals, ledger, calls, listings, lifecycle, chats, users, userRefs, media, notifier, quotas, payments, clock, logger, config } = deps;

  /** A call last touched before this has lost its caller (a hold is up to four provider calls). */
  const staleBefore = (now: Date) => new Date(now.getTime() - 5 * config.paymentsTimeoutMs).toISOString();

  // ── Shapes ────────────────────────────────────────────────────────────────────────────────

  async function shapeAll(rows: DealRow[], roleOf: (row: DealRow) => Viewer['role'], now: Date): Promise<Deal[]> {
    if (rows.length === 0) return [];
    const listingIds = rows.flatMap((row) => (row.listing_id === null ? [] : [row.listing_id]));
    const [people, events, images] = await Promise.all([
      userRefs(rows.flatMap((row) => [row.buyer_id, row.seller_id])),
      deals.eventsOf(rows.map((row) => row.id)),
      listings.imagesOf(listingIds),
    ]);
    const firstImage = new Map<number, string>();
    for (const image of images) if (!firstImage.has(image.listing_id)) firstImage.set(image.listing_id, image.image_key);
    return rows.map((row) => {
      const role = roleOf(row);
      const life = dealLifeOf(row);
      const next = nextStep(life, role, now);
      const image = row.listing_id === null ? undefined : firstImage.get(row.listing_id);
      const amounts = amountsOf(row);
      return {
        id: row.id,
        state: row.state,
        role,
        listing: { kind: row.listing_kind, id: row.listing_id, title: row.listing_title, image: image ? media.url(thumbKey(image)) : null },
        buyer: people.get(row.buyer_id)!,
        seller: people.get(row.seller_id)!,
        price_tiyin: amounts.priceTiyin,
        fee_tiyin: amounts.feeTiyin,
        total_tiyin: holdOf(amounts),
        requested_at: row.requested_at,
        accepted_at: row.accepted_at,
        paid_at: row.paid_at,
        handed_over_at: row.handed_over_at,
        disputed_at: row.disputed_at,
        overdue_at: row.overdue_at,
        completed_at: row.completed_at,
        closed_at: row.closed_at,
        due_at: row.due_at,
        next: { moves: next.moves, waiting_for: next.waitingFor, deadline: next.deadline },
        handover_code: role === 'buyer' && row.state === 'paid' && row.paid_at !== null ? handoverCodeOf(config.codeKey, row.id, row.paid_at) : null,
        code_attempts_left: Math.max(0, HANDOVER_CODE.maxAttempts - row.code_attempts),
        card_masked: row.card_masked,
        timeline: events
          .filter((event) => event.deal_id === row.id)
          .map((event) => ({
            at: event.at,
            move: event.move as Deal['timeline'][number]['move'],
            actor: event.actor_id === null ? 'system' : event.actor_id === row.buyer_id ? 'buyer' : event.actor_id === row.seller_id ? 'seller' : 'moderator',
            from: event.from_state as DealState | null,
            to: event.to_state as DealState,
            note: event.note,
          })),
      } satisfies Deal;
    });
  }

  const shape = async (row: DealRow, viewer: Viewer): Promise<Deal> => (await shapeAll([row], () => viewer.role, clock()))[0]!;

  // ── Notices ───────────────────────────────────────────────────────────────────────────────

  /** The moderators told of a move (read before its transaction: SQLite has one connection, the transaction holds it). */
  async function moderatorsFor(move: DealEventName): Promise<number[]> {
    return MODERATORS_HEAR.has(move) ? (await users.withRole('moderator')).map((moderator) => moderator.id) : [];
  }

  /** Tells a move to whom it concerns, in the move's transaction: once per deal, step and reader. */
  async function tell(row: DealRow, move: DealEventName, sides: Side[], at: string, trx: Transaction<DB>, moderators: number[] = []): Promise<void> {
    const drafts: NoticeDraft[] = sides.map((side) => ({
      userId: side === 'buyer' ? row.buyer_id : row.seller_id,
      type: 'deal',
      listingId: row.listing_id,
      data: { deal_id: row.id, move, role: side, title: row.listing_title },
      dedupeKey: `deal:${row.id}:${move}`,
    }));
    for (const moderator of moderators) {
      if (moderator !== row.buyer_id && moderator !== row.seller_id) {
        drafts.push({
          userId: moderator,
          type: 'deal',
          listingId: row.listing_id,
          data: { deal_id: row.id, move, role: 'moderator', title: row.listing_title },
          dedupeKey: `deal:${row.id}:${move}`,
        });
      }
    }
    await notifier.add(drafts, at, trx);
  }

  // ── Moves ─────────────────────────────────────────────────────────────────────────────────

  /**
   * One move as one transaction: the conditional UPDATE (lib/safe-deal.ts's guard for this actor
   * at `now`) with its timeline entry, what else the move writes (`also`: the hold's posting),
   * and its notices. Undefined when the deal was not as the guard wants it.
   */
  async function commit(
    row: DealRow,
    move: DealMove,
    actor: DealActor,
    userId: number | null,
    now: Date,
    extra: { values?: DealValues; note?: string | null; also?: (moved: DealRow, trx: Transaction<DB>) => Promise<void> } = {},
  ): Promise<DealRow | undefined> {
    const guard = guardOf(move, actor, now);
    if (guard === null) return undefined;
    const at = now.toISOString();
    const moderators = await moderatorsFor(move);
    return deals.transaction(async (trx) => {
      const moved = await deals.move(row.id, move, guard, { ...stampOf(move, now), ...extra.values }, { userId, note: extra.note ?? null }, at, trx);
      if (!moved) return undefined;
      await extra.also?.(moved, trx);
      await tell(moved, move, toldOf(actor), at, trx, moderators);
      return moved;
    });
  }

  /** Why a move found nothing to move, from the deal as it is now. */
  async function refused(id: number, move: DealMove, actor: DealActor, now: Date): Promise<never> {
    const row = await deals.findById(id);
    if (!row) throw new AppError('not_found');
    throw new AppError(refusal(dealLifeOf(row), move, actor, now));
  }

  /** The deal and the caller's side in it; 404 to anyone who is neither side. */
  async function sideOf(userId: number, id: number): Promise<{ row: DealRow; side: Side }> {
    const row = await deals.findById(id);
    if (!row || (row.buyer_id !== userId && row.seller_id !== userId)) throw new AppError('not_found');
    return { row, side: row.buyer_id === userId ? 'buyer' : 'seller' };
  }

  /** A side's move: made, or refused with the reason; then what follows it (money, the listing). */
  async function sideMove(userId: number, id: number, move: DealMove, extra: { note?: string | null } = {}): Promise<Deal> {
    const { row, side } = await sideOf(userId, id);
    const now = clock();
    const moved = await commit(row, move, side, userId, now, extra);
    if (!moved) return refused(id, move, side, now);
    await follow(moved, move);
    return shape(moved, { id: userId, role: side });
  }

  /** What follows a move outside its transaction: the provider's capture or release, and the listing's reservation or sale. */
  async function follow(row: DealRow, move: DealMove): Promise<void> {
    const money = moneyOf(move);
    if (money === 'hold') await listingMove(row, 'reserve');
    if (money === 'capture') {
      await settle(row, 'capture');
      await listingMove(row, 'sell');
    }
    if (money === 'release') {
      await settle(row, 'release');
      await listingMove(row, 'release');
    }
  }

  /**
   * The listing follows the deal through its own life (listing-lifecycle.service.ts, so reviews
   * follow a sale): reserved for the buyer once paid, sold to them on completion, back to active
   * when a paid deal is refunded (only while it is still reserved for this buyer). The deal stands
   * either way: a listing its seller paused, sold elsewhere or deleted is logged, not refused.
   */
  async function listingMove(row: DealRow, move: 'reserve' | 'sell' | 'release'): Promise<void> {
    if (row.listing_id === null) return;
    try {
      if (move === 'release') {
        const listing = await deals.listingOffer(row.listing_id);
        if (listing?.status !== 'reserved' || listing.reserved_for !== row.buyer_id) return;
      }
      await lifecycle.move(row.listing_kind, row.listing_id, row.seller_id, move, move === 'release' ? {} : { buyerId: row.buyer_id });
    } catch (error) {
      logger.warn({ err: error, dealId: row.id, listingId: row.listing_id, move }, 'safe deal: the listing did not follow the deal');
    }
  }

  // ── Money ─────────────────────────────────────────────────────────────────────────────────

  /** Posts a capture (with the fee and the seller's due) or a release of the deal's amounts, each once by its key. */
  async function post(row: DealRow, step: 'capture' | 'release', receiptId: string, at: string, trx: Transaction<DB>): Promise<void> {
    const movements: readonly Movement[] = step === 'capture' ? CAPTURE_MOVEMENTS : ['release'];
    for (const kind of movements) {
      await ledger.post({ key: dealKey(row.id, kind), kind, dealId: row.id, providerRef: receiptId, at }, postings(kind, amountsOf(row)), trx);
    }
  }

  /**
   * The provider's capture or release of a deal's hold, under the step's key, then its posting:
   * 'done', 'pending' (the answer was lost, or another caller holds the key: the job finishes it)
   * or 'failed' (the provider refused: an operator must look; logged as an error).
   */
  async function settle(row: DealRow, step: 'capture' | 'release'): Promise<'done' | 'pending' | 'failed'> {
    const key = dealKey(row.id, step);
    const now = clock();
    if (row.receipt_id === null) {
      logger.error({ dealId: row.id, step }, 'safe deal: no receipt to settle');
      return 'failed';
    }
    const receiptId = row.receipt_id;
    const { claimed, call } = await calls.claim({ key, dealId: row.id, op: step }, now.toISOString(), staleBefore(now));
    if (!claimed) return call.state === 'done' ? 'done' : call.state === 'failed' ? 'failed' : 'pending';
    try {
      const view = step === 'capture' ? await payments.capture({ receiptId }) : await payments.release({ receiptId });
      const at = clock().toISOString();
      await deals.transaction((trx) => post(row, step, view.receiptId, at, trx));
      await calls.finish(key, 'done', { receiptId }, at);
      return 'done';
    } catch (error) {
      const at = clock().toISOString();
      if (error instanceof PaymentError && error.kind !== 'unavailable') {
        logger.error({ err: error, dealId: row.id, step, receiptId }, 'safe deal: the provider refused to settle a hold');
        await calls.finish(key, 'failed', { receiptId, error: error.message }, at);
        return 'failed';
      }
      logger.warn({ err: error, dealId: row.id, step }, 'safe deal: settling the hold is left to the money job');
      await calls.finish(key, 'unknown', { receiptId, error: error instanceof Error ? error.message : String(error) }, at);
      return 'pending';
    }
  }

  /** The pay move with the hold's posting, in one transaction: by the buyer, or by the provider's answer the job found. */
  function commitPay(
    row: DealRow,
    actor: 'buyer' | 'provider',
    userId: number | null,
    receiptId: string,
    cardMasked: string | null,
  ): Promise<DealRow | undefined> {
    const now = clock();
    return commit(row, 'pay', actor, userId, now, {
      values: { receiptId, ...(cardMasked !== null && { cardMasked }) },
      also: async (moved, trx) => {
        await ledger.post(
          { key: dealKey(moved.id, 'hold'), kind: 'hold', dealId: moved.id, providerRef: receiptId, at: now.toISOString() },
          postings('hold', amountsOf(moved)),
          trx,
        );
      },
    });
  }

  /**
   * A hold whose deal moved on before it could be paid (cancelled, its time up): the money goes
   * back. The call ends 'failed' (nothing is held any more); a release whose answer is lost
   * leaves it 'unknown', and the job looks again.
   */
  async function releaseStray(key: string, receiptId: string, dealState: DealState): Promise<void> {
    try {
      await payments.release({ receiptId });
      await calls.finish(key, 'failed', { receiptId, error: `released: the deal is ${dealState}` }, clock().toISOString());
    } catch (error) {
      logger.warn({ err: error, key, receiptId }, 'safe deal: releasing a hold the deal no longer wants is left to the money job');
      await calls.finish(key, 'unknown', { receiptId, error: 'release pending' }, clock().toISOString());
    }
  }

  /** The call of a hold whose answer was lost (or whose caller died): the receipt, looked up, decides. */
  async function resolveHold(call: PaymentCallRow): Promise<'paid' | 'released' | 'not_held' | 'pending' | 'skipped'> {
    if (call.deal_id === null) return 'skipped';
    const now = clock();
    const claim = await calls.claim({ key: call.key, dealId: call.deal_id, op: 'pay' }, now.toISOString(), staleBefore(now));
    if (!claim.claimed) return 'skipped';
    const row = await deals.findById(call.deal_id);
    if (!row) {
      await calls.finish(call.key, 'failed', { error: 'no such deal' }, now.toISOString());
      return 'skipped';
    }
    try {
      let receipt: ReceiptView | undefined;
      if (claim.call.receipt_id !== null) receipt = await payments.receipt(claim.call.receipt_id);
      else {
        const total = holdOf(amountsOf(row));
        const found = (await payments.statement(new Date(Date.parse(claim.call.created_at) - 60_000), new Date(now.getTime() + 60_000))).filter(
          (view) => view.orderId === String(row.id) && view.amountTiyin === total,
        );
        receipt = found.find((view) => view.state === 'held' || view.state === 'paid') ?? found.find((view) => view.state === 'other') ?? found[0];
      }
      const at = clock().toISOString();
      if (receipt?.state === 'other') {
        await calls.finish(call.key, 'unknown', { receiptId: receipt.receiptId }, at);
        return 'pending';
      }
      if (!receipt || (receipt.state !== 'held' && receipt.state !== 'paid')) {
        await calls.finish(call.key, 'failed', { receiptId: receipt?.receiptId ?? null, error: 'not held' }, at);
        return 'not_held';
      }
      if (row.receipt_id === receipt.receiptId) {
        await calls.finish(call.key, 'done', { receiptId: receipt.receiptId }, at);
        return 'paid';
      }
      const moved = await commitPay(row, 'provider', null, receipt.receiptId, null);
      if (moved) {
        await calls.finish(call.key, 'done', { receiptId: receipt.receiptId }, clock().toISOString());
        await follow(moved, 'pay');
        return 'paid';
      }
      const now2 = (await deals.findById(row.id)) ?? row;
      await releaseStray(call.key, receipt.receiptId, now2.state);
      return 'released';
    } catch (error) {
      logger.warn({ err: error, key: call.key }, 'safe deal: a hold could not be looked up; trying again later');
      await calls.finish(
        call.key,
        'unknown',
        { receiptId: claim.call.receipt_id, error: error instanceof Error ? error.message : String(error) },
        clock().toISOString(),
      );
      return 'pending';
    }
  }

  function paymentRefused(error: unknown): AppError {
    if (error instanceof PaymentError && (error.kind === 'declined' || error.kind === 'amount' || error.kind === 'not_found'))
      return new AppError('payment_declined');
    return new AppError('payment_unavailable', { retryAfter: RETRY_AFTER_S });
  }

  return {
    /** Moderators only: 403 `not_moderator` to everyone else (checked before a body is read). */
    async requireModerator(userId: number): Promise<void> {
      if (!(await users.hasRole(userId, 'moderator'))) throw new AppError('not_moderator');
    },

    /** Where the browser tokenises a card (Bozor never sees its number). */
    cardForm(): { endpoint: string; merchant_id: string } {
      const form = payments.cardForm();
      return { endpoint: form.endpoint, merchant_id: form.merchantId };
    },

    /**
     * The buyer asks for a safe deal on a listing that offers it. The chat about the listing is
     * opened (or reused), and once the deal is made a line from the buyer says so, in their
     * language: the seller can answer there, and the buyer is someone the listing can be sold to
     * (listing_inquiries with a message of theirs). Refused between people who blocked each other.
     * Counted against the buyer's daily quota; the partial unique index keeps one open deal per
     * buyer and listing however many requests race.
     */
    async request(buyerId: number, input: DealRequestInput, locale: Locale): Promise<Deal> {
      const listing = await deals.listingOffer(input.listing_id);
      const hidden = listing?.status === 'hidden' && listing.owner_id !== buyerId;
      if (!listing || listing.kind !== input.listing_kind || hidden) throw new AppError('not_found');
      if (listing.owner_id === buyerId) throw new AppError('deal_own_listing');
      if (listing.status !== 'active' || listing.safe_deal !== 1 || listing.price === null) throw new AppError('deal_not_offered');
      const priceTiyin = listing.price * TIYIN_PER_SOM;
      if (amountProblem(priceTiyin) !== null) throw new AppError('deal_not_offered');
      const feeTiyin = feeOf(priceTiyin, config.feeBps);
      if (await deals.openDealOf(listing.id, buyerId)) throw new AppError('deal_open_exists');
      // The chat about the listing, opened (or reused) first: two people who blocked each other make no deal.
      const { room } = await chats.create(buyerId, { listing_kind: listing.kind, listing_id: listing.id });
      if (room.blocked_by_me || room.blocked_by_other) throw new AppError('chat_blocked');
      const now = clock();
      const at = now.toISOString();
      const due = deadlineFrom('requested', now)!;
      const deal = await quotas.spend('deals', buyerId, () =>
        deals.transaction(async (trx) => {
          const made = await deals.create(
            {
              listingId: listing.id,
              listingKind: listing.kind,
              listingTitle: listing.title,
              buyerId,
              sellerId: listing.owner_id,
              priceTiyin,
              feeTiyin,
              requestedAt: at,
              dueAt: due.at,
              dueMove: due.move,
            },
            trx,
          );
          if (!made.ok) throw new AppError('deal_open_exists');
          await tell(made.deal, 'request', ['seller'], at, trx);
          return made.deal;
        }),
      );
      // The buyer's line in the chat (only the request that made the deal writes it): the seller can answer there, and
      // the buyer is one the listing can be sold to. A line the chat refuses (its rate limit) is logged; the deal stands.
      const price = listing.price;
      await chats
        .send(room.id, buyerId, { content: getT(locale, 'deals')('chat_requested', { title: listing.title, price: formatPrice(price, locale) }) })
        .catch((error: unknown) => logger.warn({ err: error, dealId: deal.id }, 'safe deal: the chat line was not written'));
      return shape(deal, { id: buyerId, role: 'buyer' });
    },

    /** A deal as its buyer, its seller or a moderator sees it; 404 to anyone else. */
    async get(viewerId: number, id: number): Promise<Deal> {
      const row = await deals.findById(id);
      if (!row) throw new AppError('not_found');
      if (row.buyer_id === viewerId) return shape(row, { id: viewerId, role: 'buyer' });
      if (row.seller_id === viewerId) return shape(row, { id: viewerId, role: 'seller' });
      if (await users.hasRole(viewerId, 'moderator')) return shape(row, { id: viewerId, role: 'moderator' });
      throw new AppError('not_found');
    },

    /** The id of the buyer's open deal on a listing, if they have one (the listing's page links to it). */
    async openDealId(buyerId: number, listingId: number): Promise<number | null> {
      return (await deals.openDealOf(listingId, buyerId))?.id ?? null;
    },

    /** The newest deal between the caller and another person on a listing, as the caller sees it (the chat about the listing shows it); null without one. */
    async between(viewerId: number, otherId: number, listingId: number): Promise<Deal | null> {
      const row = await deals.latestBetween(listingId, viewerId, otherId);
      return row ? shape(row, { id: viewerId, role: row.buyer_id === viewerId ? 'buyer' : 'seller' }) : null;
    },

    /** The caller's deals, newest first: buying, selling or both; only the open ones when asked. */
    async list(userId: number, options: { role?: 'buying' | 'selling' | undefined; open: boolean }): Promise<Deal[]> {
      const role = options.role === 'buying' ? 'buyer' : options.role === 'selling' ? 'seller' : null;
      const rows = await deals.listOf(userId, { role, open: options.open, limit: LISTED });
      return shapeAll(rows, (row) => (row.buyer_id === userId ? 'buyer' : 'seller'), clock());
    },

    /** Deals in a state for moderators (disputes by default), the longest waiting first. */
    async moderationList(moderatorId: number, state: DealState): Promise<Deal[]> {
      if (!(await users.hasRole(moderatorId, 'moderator'))) throw new AppError('not_moderator');
      return shapeAll(await deals.inState(state, LISTED), () => 'moderator', clock());
    },

    /** The moderation tabs' counts of disputes (all, and past their decision's deadline), without reading the deals. */
    async disputeCounts(moderatorId: number): Promise<{ disputes: number; overdue: number }> {
      if (!(await users.hasRole(moderatorId, 'moderator'))) throw new AppError('not_moderator');
      return deals.disputeCounts(clock().toISOString());
    },

    accept: (sellerId: number, id: number) => sideMove(sellerId, id, 'accept'),
    decline: (sellerId: number, id: number) => sideMove(sellerId, id, 'decline'),
    cancel: (userId: number, id: number) => sideMove(userId, id, 'cancel'),
    /** The seller refuses after payment: the hold is released. */
    refuse: (sellerId: number, id: number) => sideMove(sellerId, id, 'refuse'),
    /** The buyer confirms all is well: the hold is captured, the listing sold to them. */
    complete: (buyerId: number, id: number) => sideMove(buyerId, id, 'complete'),
    dispute: (buyerId: number, id: number, reason: string) => sideMove(buyerId, id, 'dispute', { note: reason }),

    /**
     * The buyer pays: the card is checked (verified at the provider), the call's key claimed, a
     * receipt with hold created for the price and the fee (by order: a repeat answers the same
     * receipt) and paid with the card; then the pay move with the hold's posting. A refused card
     * is 402 and may be tried again with another; a lost answer is 503 `payment_pending` and the
     * money job resolves it. A repeat of a paid deal answers the deal.
     */
    async pay(buyerId: number, id: number, cardToken: string): Promise<Deal> {
      const { row, side } = await sideOf(buyerId, id);
      const viewer: Viewer = { id: buyerId, role: side };
      const now = clock();
      if (side === 'buyer' && row.state === 'paid') return shape(row, viewer);
      if (!allowed(dealLifeOf(row), 'pay', side, now)) throw new AppError(refusal(dealLifeOf(row), 'pay', side, now));
      const listing = row.listing_id === null ? undefined : await deals.listingOffer(row.listing_id);
      const available = listing !== undefined && (listing.status === 'active' || (listing.status === 'reserved' && listing.reserved_for === buyerId));
      if (!available) throw new AppError('deal_listing_unavailable');

      const card = await payments.checkCard(cardToken).catch((error: unknown) => {
        throw paymentRefused(error);
      });
      if (!card.verified) throw new AppError('payment_declined');

      const key = dealKey(id, 'hold');
      const claim = await calls.claim({ key, dealId: id, op: 'pay' }, now.toISOString(), staleBefore(now), { retakeFailed: true });
      if (!claim.claimed) {
        if (claim.call.state === 'done') return shape((await deals.findById(id))!, viewer);
        throw new AppError('payment_pending', { retryAfter: RETRY_AFTER_S });
      }
      let receiptId: string | null = claim.call.receipt_id;
      try {
        // The receipt of an earlier try (a refused card) is paid with this card: one receipt per deal, never a second.
        const earlier = receiptId === null ? null : await payments.receipt(receiptId);
        const receipt =
          earlier !== null && (earlier.state === 'created' || earlier.state === 'held' || earlier.state === 'other')
            ? earlier
            : await payments.createHold({ key, orderId: String(id), amountTiyin: holdOf(amountsOf(row)), description: `Bozor: ${row.listing_title}` });
        receiptId = receipt.receiptId;
        const held = await payments.pay({ receiptId, cardToken });
        if (held.state !== 'held') throw new PaymentError('unavailable', null, `receipt ${receiptId} is ${held.state} after paying`);
      } catch (error) {
        const at = clock().toISOString();
        if (error instanceof PaymentError && error.kind === 'unavailable') {
          await calls.finish(key, 'unknown', { receiptId, error: error.message }, at);
          throw new AppError('payment_pending', { retryAfter: RETRY_AFTER_S });
        }
        await calls.finish(key, 'failed', { receiptId, error: error instanceof Error ? error.message : String(error) }, at);
        if (!(error instanceof PaymentError)) throw error;
        if (error.kind === 'config' || error.kind === 'state') logger.error({ err: error, dealId: id }, 'safe deal: the provider refused a hold');
        throw paymentRefused(error);
      }
      const moved = await commitPay(row, 'buyer', buyerId, receiptId, card.masked);
      if (!moved) {
        // Cancelled or out of time while the card was being held: the money goes back.
        const fresh = (await deals.findById(id)) ?? row;
        await releaseStray(key, receiptId, fresh.state);
        return refused(id, 'pay', 'buyer', clock());
      }
      await calls.finish(key, 'done', { receiptId }, clock().toISOString());
      await follow(moved, 'pay');
      return shape(moved, viewer);
    },

    /**
     * The item changes hands: the seller with the buyer's code (derived, compared in constant
     * time; a wrong one is counted, five lock the seller out), or the buyer without one.
     */
    async handOver(userId: number, id: number, code: string | undefined): Promise<Deal> {
      const { row, side } = await sideOf(userId, id);
      if (side === 'buyer') return sideMove(userId, id, 'hand_over');
      if (code === undefined || code === '') throw fieldError('code', 'deal_code_required');
      const now = clock();
      if (handoverCodeMatches(config.codeKey, row.id, row.state === 'paid' ? row.paid_at : null, code)) {
        const moved = await commit(row, 'hand_over', 'seller', userId, now);
        if (!moved) return refused(id, 'hand_over', 'seller', now);
        return shape(moved, { id: userId, role: 'seller' });
      }
      if (!allowed(dealLifeOf(row), 'hand_over', 'seller', now)) throw new AppError(refusal(dealLifeOf(row), 'hand_over', 'seller', now));
      const at = now.toISOString();
      const count = await deals.transaction(async (trx) => {
        const attempts = await deals.countWrongCode(id, userId, at, trx);
        if (attempts !== undefined && attempts >= HANDOVER_CODE.maxAttempts) await tell(row, 'lock_code', ['buyer'], at, trx);
        return attempts;
      });
      if (count === undefined) return refused(id, 'hand_over', 'seller', now);
      const left = HANDOVER_CODE.maxAttempts - count;
      if (left <= 0) throw new AppError('deal_code_locked');
      throw new AppError('deal_code_wrong', { params: { left } });
    },

    /** A moderator decides a dispute: `release` captures the hold for the seller, `refund` releases it to the buyer. */
    async decide(moderatorId: number, id: number, input: { outcome: 'release' | 'refund'; note?: string | undefined }): Promise<Deal> {
      if (!(await users.hasRole(moderatorId, 'moderator'))) throw new AppError('not_moderator');
      const row = await deals.findById(id);
      if (!row) throw new AppError('not_found');
      const move = input.outcome === 'release' ? 'decide_release' : 'decide_refund';
      const now = clock();
      const moved = await commit(row, move, 'moderator', moderatorId, now, { note: input.note?.trim() || null });
      if (!moved) return refused(id, move, 'moderator', now);
      await follow(moved, move);
      return shape(moved, { id: moderatorId, role: 'moderator' });
    },

    /**
     * The `deal-deadlines` job: every deal whose deadline has come gets the clock's move (cancel
     * an unanswered or unpaid deal, release a hold not handed over in time, complete a deal 24 h
     * after the handover, flag an undecided dispute), each one conditional write, so two
     * instances never move a deal twice; then the money and the listing follow.
     */
    async runDeadlines(run?: JobRun): Promise<{ moved: number; more?: boolean }> {
      let moved = 0;
      const tried = new Set<number>();
      for (;;) {
        const now = clock();
        const due = (await deals.due(now.toISOString(), BATCH)).filter((each) => !tried.has(each.id));
        if (due.length === 0) return { moved };
        for (const each of due) {
          tried.add(each.id);
          const row = await deals.findById(each.id);
          if (!row || row.due_move === null) continue;
          const move = row.due_move;
          const result = await commit(row, move, 'clock', null, now);
          if (!result) continue;
          moved += 1;
          await follow(result, move);
        }
        if (run && !(await run.next())) return { moved, more: true };
      }
    },

    /**
     * The `deal-money` job: provider calls whose answer was lost or whose caller died are
     * resolved (a hold by looking the receipt up; a capture or release by repeating it, safe by
     * the provider's state checks), and deals whose capture or release was never posted are
     * settled.
     */
    async runMoney(run?: JobRun): Promise<{ resolved: number; settled: number; more?: boolean }> {
      const now = clock();
      let resolved = 0;
      let settled = 0;
      for (const call of await calls.unsettled(staleBefore(now), BATCH)) {
        if (call.op === 'pay') {
          const outcome = await resolveHold(call);
          if (outcome !== 'pending' && outcome !== 'skipped') resolved += 1;
        } else if ((call.op === 'capture' || call.op === 'release') && call.deal_id !== null) {
          const row = await deals.findById(call.deal_id);
          if (row && (await settle(row, call.op)) === 'done') resolved += 1;
        }
        if (run && !run.budgetLeft()) return { resolved, settled, more: true };
      }
      for (const { dealId, step } of await ledger.awaitingMoney(BATCH)) {
        const row = await deals.findById(dealId);
        if (row && (await settle(row, step)) === 'done') settled += 1;
        if (run && !run.budgetLeft()) return { resolved, settled, more: true };
      }
      return { resolved, settled };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
