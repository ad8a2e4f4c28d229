import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, SmsPurpose } from '../db/schema.ts';

export interface SmsCodeRow {
  id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  verified_at: string | null;
}

type Db = Kysely<DB> | Transaction<DB>;

/** SMS codes, stored hashed; the table is also the per-phone send log the resend limits read. */
export function createSmsCodesRepository(db: Kysely<DB>) {
  return {
    async insert(values: { phone: string; purpose: SmsPurpose; codeHash: string; now: string; expiresAt: string }): Promise<number> {
      const row = await db
        .insertInto('sms_codes')
        .values({ phone_number: values.phone, purpose: values.purpose, code_hash: values.codeHash, created_at: values.now, expires_at: values.expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async deleteById(id: number): Promise<void> {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },

    /** The newest unused code for a phone and purpose; older codes are void once a new one is sent. */
    latestUnconsumed(phone: string, purpose: SmsPurpose, trx: Db = db): Promise<SmsCodeRow | undefined> {
      return trx
        .selectFrom('sms_codes')
        .select(['id', 'code_hash', 'expires_at', 'attempts', 'verified_at'])
        .where('phone_number', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Claims one of a code's tries before the code is compared: false when they are used up
     * (or the code is gone). Atomic, so parallel guesses cannot share a try.
     */
    async claimAttempt(id: number, maxTries: number): Promise<boolean> {
      const row = await db
        .updateTable('sms_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', id)
        .where('attempts', '<', maxTries)
        .where('consumed_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a try back: the right code is not a wrong try. */
    async releaseAttempt(id: number): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set({ attempts: sql<number>`attempts - 1` })
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    async markVerified(id: number, now: string): Promise<void> {
      await db.updateTable('sms_codes').set({ verified_at: now }).where('id', '=', id).execute();
    },

    /** Uses a code up; false if another request used it first. */
    async consume(id: number, now: string, trx: Db = db): Promise<boolean> {
      const result = await trx.updateTable('sms_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SmsCodesRepository = ReturnType<typeof createSmsCodesRepository>;
