import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { DB, DealEventsTable, DealsTable } from '../db/schema.ts';
import { DEAL_MOVES, HANDOVER_CODE, OPEN_DEAL_STATES, type DealEventName, type DealGuard, type DealMove, type DealState } from '../../lib/safe-deal.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type DealRow = Selectable<DealsTable>;
export type DealEventRow = Selectable<DealEventsTable>;

/** The open states as the partial unique index spells them: SQLite matches an upsert's conflict target to the index by this text. */
const OPEN_STATES_SQL = `state in (${OPEN_DEAL_STATES.map((state) => `'${state}'`).join(', ')})`;

export interface NewDeal {
  listingId: number;
  listingKind: ListingKind;
  listingTitle: string;
  buyerId: number;
  sellerId: number;
  priceTiyin: number;
  feeTiyin: number;
  requestedAt: string;
  dueAt: string;
  dueMove: DealMove;
}

/** What a move writes besides the state (the service decides it from lib/safe-deal.ts). */
export interface DealValues {
  acceptedAt?: string;
  paidAt?: string;
  handedOverAt?: string;
  disputedAt?: string;
  overdueAt?: string;
  completedAt?: string;
  closedAt?: string;
  dueAt?: string | null;
  dueMove?: DealMove | null;
  handoverCodeHash?: string | null;
  receiptId?: string;
  cardMasked?: string;
}

/** Who makes a move, for its WHERE (the guard's side must be this user) and its timeline entry. */
export interface DealMover {
  /** The user making it; null for the clock, the provider (and a moderator's id is not a side, but is recorded). */
  userId: number | null;
  note?: string | null;
}

/** A move's guard (lib/safe-deal.ts `guardOf`) as conditions on deals: the same test as `meets`, with the side checked by id. */
function guardConditions(eb: ExpressionBuilder<DB, 'deals'>, guard: DealGuard, mover: DealMover): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (guard.side !== null) where.push(eb(guard.side === 'buyer' ? 'deals.buyer_id' : 'deals.seller_id', '=', mover.userId ?? -1));
  if (guard.dueAfter !== undefined) where.push(eb.or([eb('deals.due_at', 'is', null), eb('deals.due_at', '>', guard.dueAfter)]));
  if (guard.dueBy !== undefined) where.push(eb('deals.due_at', '<=', guard.dueBy));
  if (guard.attemptsBelow !== undefined) where.push(eb('deals.code_attempts', '<', guard.attemptsBelow));
  return where;
}

const valuesOf = (values: DealValues) => ({
  ...(values.acceptedAt !== undefined && { accepted_at: values.acceptedAt }),
  ...(values.paidAt !== undefined && { paid_at: values.paidAt }),
  ...(values.handedOverAt !== undefined && { handed_over_at: values.handedOverAt }),
  ...(values.disputedAt !== undefined && { disputed_at: values.disputedAt }),
  ...(values.overdueAt !== undefined && { overdue_at: values.overdueAt }),
  ...(values.completedAt !== undefined && { completed_at: values.completedAt }),
  ...(values.closedAt !== undefined && { closed_at: values.closedAt }),
  ...(values.dueAt !== undefined && { due_at: values.dueAt }),
  ...(values.dueMove !== undefined && { due_move: values.dueMove }),
  ...(values.handoverCodeHash !== undefined && { handover_code_hash: values.handoverCodeHash }),
  ...(values.receiptId !== undefined && { receipt_id: values.receiptId }),
  ...(values.cardMasked !== undefined && { card_masked: values.cardMasked }),
});

/** Safe deals' rows, their moves and their timeline: the only SQL of deals (the books are ledger.repository.ts). */
export function createDealsRepository(db: Kysely<DB>) {
  return {
    /**
     * A new deal and its first timeline entry, or `deal_open_exists` when the buyer has an open
     * deal on this listing: the partial unique index decides, so parallel requests give one deal.
     */
    async create(deal: NewDeal, trx: Transaction<DB>): Promise<{ ok: true; deal: DealRow } | { ok: false; reason: 'deal_open_exists' }> {
      const row = await trx
        .insertInto('deals')
        .values({
          listing_id: deal.listingId,
          listing_kind: deal.listingKind,
          listing_title: deal.listingTitle,
          buyer_id: deal.buyerId,
          seller_id: deal.sellerId,
          state: 'requested',
          price_tiyin: deal.priceTiyin,
          fee_tiyin: deal.feeTiyin,
          requested_at: deal.requestedAt,
          due_at: deal.dueAt,
          due_move: deal.dueMove,
        })
        .onConflict((oc) => oc.columns(['listing_id', 'buyer_id']).where(sql.raw<SqlBool>(OPEN_STATES_SQL)).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'deal_open_exists' };
      await this.addEvent(row.id, 'request', null, 'requested', { userId: deal.buyerId }, deal.requestedAt, trx);
      return { ok: true, deal: row };
    },

    findById(id: number, trx: Db = db): Promise<DealRow | undefined> {
      return trx.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A move (lib/safe-deal.ts) as one conditional UPDATE: the deal's id, a state the move leaves,
     * the mover's side and the guard's deadline and attempts are its WHERE, so that of parallel
     * moves exactly one finds the deal as its guard wants it; the version goes up by one, and the
     * timeline gets the move in the same transaction. A move from several states tries them one
     * at a time, so that the timeline knows the state it left. Undefined when nothing matched.
     */
    async move(
      id: number,
      move: DealMove,
      guard: DealGuard,
      values: DealValues,
      mover: DealMover,
      at: string,
      trx: Transaction<DB>,
    ): Promise<DealRow | undefined> {
      const to = DEAL_MOVES[move].to;
      for (const from of guard.from) {
        const row = await trx
          .updateTable('deals')
          .set({ state: to, version: sql<number>`version + 1`, ...valuesOf(values) })
          .where((eb) => eb.and([eb('deals.id', '=', id), eb('deals.state', '=', from), ...guardConditions(eb, guard, mover)]))
          .returningAll()
          .executeTakeFirst();
        if (!row) continue;
        await this.addEvent(id, move, from, to, mover, at, trx);
        return row;
      }
      return undefined;
    },

    /**
     * A wrong handover code entered by the seller: one more attempt counted, while the deal is
     * paid, its handover deadline not passed and attempts remain; the count after it (at
     * HANDOVER_CODE.maxAttempts the entry is locked, and the timeline says so: `lock_code`), or
     * undefined when the seller could not enter a code now.
     */
    async countWrongCode(id: number, sellerId: number, at: string, trx: Transaction<DB>): Promise<number | undefined> {
      const row = await trx
        .updateTable('deals')
        .set({ code_attempts: sql<number>`code_attempts + 1`, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .where('state', '=', 'paid')
        .where('seller_id', '=', sellerId)
        .where('code_attempts', '<', HANDOVER_CODE.maxAttempts)
        .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '>', at)]))
        .returning('code_attempts')
        .executeTakeFirst();
      if (row && row.code_attempts >= HANDOVER_CODE.maxAttempts) await this.addEvent(id, 'lock_code', 'paid', 'paid', { userId: sellerId }, at, trx);
      return row?.code_attempts;
    },

    async addEvent(
      dealId: number,
      move: DealEventName,
      from: DealState | null,
      to: DealState,
      mover: DealMover,
      at: string,
      trx: Transaction<DB>,
    ): Promise<void> {
      await trx
        .insertInto('deal_events')
        .values({ deal_id: dealId, at, move, actor_id: mover.userId, from_state: from, to_state: to, note: mover.note ?? null })
        .execute();
    },

    /** A deal's timeline, oldest first. */
    events(dealId: number): Promise<DealEventRow[]> {
      return db.selectFrom('deal_events').selectAll().where('deal_id', '=', dealId).orderBy('id').execute();
    },

    /** Open deals whose deadline has come at `now`, the longest overdue first (the deadline job's batch). */
    due(now: string, limit: number): Promise<Array<Pick<DealRow, 'id' | 'state' | 'due_at' | 'due_move'>>> {
      return db
        .selectFrom('deals')
        .select(['id', 'state', 'due_at', 'due_move'])
        .where(sql.raw<SqlBool>(OPEN_STATES_SQL))
        .where('due_at', 'is not', null)
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Runs `work` in one transaction (a move, its timeline, its postings and its notices commit together). */
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** A user's deals, newest first: as buyer, as seller, or both; only the open ones when asked. */
    listOf(userId: number, options: { role: 'buyer' | 'seller' | null; open: boolean; limit: number }): Promise<DealRow[]> {
      return db
        .selectFrom('deals')
        .selectAll()
        .where((eb) =>
          options.role === 'buyer'
            ? eb('buyer_id', '=', userId)
            : options.role === 'seller'
              ? eb('seller_id', '=', userId)
              : eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]),
        )
        .$if(options.open, (query) => query.where('state', 'in', [...OPEN_DEAL_STATES]))
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
    },

    /** Deals in one state, the longest waiting first (the moderators' list of disputes). */
    inState(state: DealState, limit: number): Promise<DealRow[]> {
      return db.selectFrom('deals').selectAll().where('state', '=', state).orderBy('disputed_at').orderBy('id').limit(limit).execute();
    },

    /**
     * How many deals are disputed, and how many of those are past their decision's deadline: one
     * row. Overdue as deal-moderation-pages.ts `isOverdue` says it of one deal (flagged, or due by `now`).
     */
    async disputeCounts(now: string): Promise<{ disputes: number; overdue: number }> {
      const row = await db
        .selectFrom('deals')
        .select((eb) => [
          eb.fn.countAll<number>().as('disputes'),
          eb.fn
            .count<number>(
              eb
                .case()
                .when(eb.or([eb('overdue_at', 'is not', null), eb('due_at', '<=', now)]))
                .then(1)
                .end(),
            )
            .as('overdue'),
        ])
        .where('state', '=', 'disputed')
        .executeTakeFirstOrThrow();
      return { disputes: Number(row.disputes), overdue: Number(row.overdue) };
    },

    /** The timelines of several deals, oldest first. */
    eventsOf(dealIds: number[]): Promise<DealEventRow[]> {
      if (dealIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('deal_events').selectAll().where('deal_id', 'in', dealIds).orderBy('id').execute();
    },

    /** What a deal needs of a listing: its owner, state, price (so'm), title, whether it offers the safe deal, and whom it is reserved for. */
    listingOffer(
      listingId: number,
    ): Promise<
      | { id: number; kind: ListingKind; owner_id: number; status: string; price: number | null; title: string; safe_deal: number; reserved_for: number | null }
      | undefined
    > {
      return db
        .selectFrom('listings')
        .select(['id', 'kind', 'owner_id', 'status', 'price', 'title', 'safe_deal', 'reserved_for'])
        .where('id', '=', listingId)
        .executeTakeFirst();
    },

    /** The newest deal of two people on a listing, whichever of them buys (the chat about it shows it). */
    latestBetween(listingId: number, oneId: number, otherId: number): Promise<DealRow | undefined> {
      return db
        .selectFrom('deals')
        .selectAll()
        .where('listing_id', '=', listingId)
        .where((eb) =>
          eb.or([eb.and([eb('buyer_id', '=', oneId), eb('seller_id', '=', otherId)]), eb.and([eb('buyer_id', '=', otherId), eb('seller_id', '=', oneId)])]),
        )
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The open deal of a buyer on a listing, if any. */
    openDealOf(listingId: number, buyerId: number): Promise<DealRow | undefined> {
      return db
        .selectFrom('deals')
        .selectAll()
        .where('listing_id', '=', listingId)
        .where('buyer_id', '=', buyerId)
        .where('state', 'in', [...OPEN_DEAL_STATES])
        .executeTakeFirst();
    },
  };
}

export type DealsRepository = ReturnType<typeof createDealsRepository>;
