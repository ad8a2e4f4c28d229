import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { DB, DeliveriesTable } from '../db/schema.ts';

export interface DeliveryValues {
  userId: number;
  channel: string;
  dedupeKey: string;
  type: string;
  listingId: number | null;
  data: string;
  count: number;
}

const COLUMNS = ['id', 'user_id', 'channel', 'dedupe_key', 'type', 'listing_id', 'data', 'count', 'attempts', 'lease_until', 'created_at'] as const;

/** A delivery as a worker holds it: the outbox's columns it reads (the table's own types, db/schema.ts). */
export type DeliveryRow = Pick<Selectable<DeliveriesTable>, (typeof COLUMNS)[number]>;

/**
 * The outbox of notices sent outside the site (issue 25). A row is written in the notice's own
 * transaction, once per channel, user and key (a unique index); a worker claims one due row at a
 * time with a lease (a conditional write, `skip locked` on PostgreSQL so that instances never
 * wait on each other), then marks it sent, or due again later, or dropped — each only while its
 * lease is still the one it took, so a worker whose lease lapsed cannot undo another's work.
 */
export function createDeliveriesRepository(db: Kysely<DB>, kind: DatabaseKind) {
  return {
    /** Adds the deliveries not written before; how many were new. */
    async add(rows: DeliveryValues[], now: string, trx: Kysely<DB> | Transaction<DB> = db): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await trx
        .insertInto('deliveries')
        .values(
          rows.map((row) => ({
            user_id: row.userId,
            channel: row.channel,
            dedupe_key: row.dedupeKey,
            type: row.type,
            listing_id: row.listingId,
            data: row.data,
            count: row.count,
            next_at: now,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['channel', 'user_id', 'dedupe_key']).doNothing())
        .returning('id')
        .execute();
      return written.length;
    },

    /** Takes the next due delivery until `leaseUntil`, or null when none is due. */
    async claim(now: string, leaseUntil: string): Promise<DeliveryRow | null> {
      let next = db
        .selectFrom('deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_at')
        .orderBy('id')
        .limit(1);
      if (kind === 'postgres') next = next.forUpdate().skipLocked();
      const row = await db
        .updateTable('deliveries')
        .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', next)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .returning([...COLUMNS])
        .executeTakeFirst();
      return row ?? null;
    },

    /** When the next pending delivery can be taken (due, and its lease lapsed), or null. */
    async nextDueAt(): Promise<string | null> {
      const row = await db
        .selectFrom('deliveries')
        .select((eb) => eb.fn.min(eb.case().when('lease_until', '>', eb.ref('next_at')).then(eb.ref('lease_until')).else(eb.ref('next_at')).end()).as('at'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return (row?.at as string | null | undefined) ?? null;
    },

    /** Marks a claimed delivery sent; false when the claim had lapsed and another took it. */
    async markSent(row: DeliveryRow, now: string): Promise<boolean> {
      const result = await db
        .updateTable('deliveries')
        .set({ status: 'sent', sent_at: now, lease_until: null })
        .where('id', '=', row.id)
        .where('lease_until', '=', row.lease_until)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async retryAt(row: DeliveryRow, nextAt: string, error: string): Promise<boolean> {
      const result = await db
        .updateTable('deliveries')
        .set({ next_at: nextAt, lease_until: null, last_error: error.slice(0, 200) })
        .where('id', '=', row.id)
        .where('lease_until', '=', row.lease_until)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async drop(row: DeliveryRow, reason: string): Promise<boolean> {
      const result = await db
        .updateTable('deliveries')
        .set({ status: 'dropped', lease_until: null, last_error: reason.slice(0, 200) })
        .where('id', '=', row.id)
        .where('lease_until', '=', row.lease_until)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When a user was last sent a delivery of a group on a channel (its keys are `<group>@<slot>`; groups are `chat:12`, `likes:7`, no wildcard characters), or null. */
    async lastSentOfGroup(userId: number, channel: string, group: string): Promise<string | null> {
      const row = await db
        .selectFrom('deliveries')
        .select((eb) => eb.fn.max('sent_at').as('at'))
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('dedupe_key', 'like', `${group}@%`)
        .where('status', '=', 'sent')
        .executeTakeFirst();
      return (row?.at as string | null | undefined) ?? null;
    },

    /** Drops what is still pending for a user on a channel (they unlinked it). */
    async dropPending(userId: number, channel: string, reason: string): Promise<number> {
      const result = await db
        .updateTable('deliveries')
        .set({ status: 'dropped', last_error: reason })
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
