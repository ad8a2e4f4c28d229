import type { Kysely, Selectable } from 'kysely';
import type { DB, PaymentCallState, PaymentCallsTable, PaymentOp } from '../db/schema.ts';

export type PaymentCallRow = Selectable<PaymentCallsTable>;

/**
 * The journal of calls to the payment provider (issue 39): one row per idempotency key, claimed
 * before the call and finished after it. A claim is one write (an insert that a second caller's
 * conflict turns into nothing, or a conditional update), so that two instances, two clicks or a
 * click and the resolving job never call the provider with one key at once; a call whose answer
 * was lost (`unknown`, or `started` longer ago than the caller's timeout) may be claimed again,
 * and repeating it is safe because the provider answers a repeated key with the first answer.
 */
export function createPaymentCallsRepository(db: Kysely<DB>) {
  return {
    /**
     * Claims `key` for a call at `now`: claimed when this caller made the row, or took over an
     * unknown or stale one (`staleBefore`: a `started` call last touched before it lost its
     * caller); otherwise the row as it stands (done: its answer; failed; or in flight elsewhere).
     */
    async claim(
      call: { key: string; dealId: number | null; op: PaymentOp },
      now: string,
      staleBefore: string,
      /** A failed call may be claimed again too (a buyer paying with another card after a refusal). */
      options: { retakeFailed?: boolean } = {},
    ): Promise<{ claimed: boolean; call: PaymentCallRow }> {
      const fresh = await db
        .insertInto('payment_calls')
        .values({ key: call.key, deal_id: call.dealId, op: call.op, state: 'started', created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (fresh) return { claimed: true, call: fresh };
      const retaken = await db
        .updateTable('payment_calls')
        .set((eb) => ({ state: 'started', attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('key', '=', call.key)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'unknown'),
            eb.and([eb('state', '=', 'started'), eb('updated_at', '<=', staleBefore)]),
            ...(options.retakeFailed ? [eb('state', '=', 'failed')] : []),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (retaken) return { claimed: true, call: retaken };
      return { claimed: false, call: await db.selectFrom('payment_calls').selectAll().where('key', '=', call.key).executeTakeFirstOrThrow() };
    },

    /**
     * Records the answer of a claimed call: done (with the provider's receipt), failed (a definite
     * refusal, with its code), or unknown (a timeout or 5xx: the job asks again). Only a started
     * call is finished, only once; false when it was not started (finished or retaken meanwhile).
     */
    async finish(
      key: string,
      state: Exclude<PaymentCallState, 'started'>,
      answer: { receiptId?: string | null; error?: string | null },
      now: string,
    ): Promise<boolean> {
      const row = await db
        .updateTable('payment_calls')
        .set({ state, receipt_id: answer.receiptId ?? null, error: answer.error ?? null, updated_at: now })
        .where('key', '=', key)
        .where('state', '=', 'started')
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Calls whose answer is missing at `staleBefore` (unknown, or started and stale), oldest first: the resolving job's batch. */
    unsettled(staleBefore: string, limit: number): Promise<PaymentCallRow[]> {
      return db
        .selectFrom('payment_calls')
        .selectAll()
        .where('state', 'in', ['started', 'unknown'])
        .where((eb) => eb.or([eb('state', '=', 'unknown'), eb('updated_at', '<=', staleBefore)]))
        .orderBy('updated_at')
        .limit(limit)
        .execute();
    },

    find(key: string): Promise<PaymentCallRow | undefined> {
      return db.selectFrom('payment_calls').selectAll().where('key', '=', key).executeTakeFirst();
    },
  };
}

export type PaymentCallsRepository = ReturnType<typeof createPaymentCallsRepository>;
