import type { Kysely, Transaction } from 'kysely';
import { reusableStatement } from '../db/reusable-statement.ts';
import type { Locale } from '../../lib/locales.ts';
import type { DB } from '../db/schema.ts';
import { USER_ROLES, type UserRole } from '../../lib/roles.ts';

/** A user as every request may see it: never the password hash (only login reads that). */
export interface UserRow {
  id: number;
  username: string;
  phone_number: string;
  profile_image: string | null;
  location_id: number | null;
}

const userColumns = ['users.id', 'users.username', 'users.phone_number', 'users.profile_image', 'users.location_id'] as const;

type Db = Kysely<DB> | Transaction<DB>;

/** Users and their API tokens (only token hashes are stored). */
export function createUsersRepository(db: Kysely<DB>) {
  // Compiled once per number of ids (db/reusable-statement.ts): every list asks for its owners.
  const usersByIds = reusableStatement<UserRow>((ids) =>
    db
      .selectFrom('users')
      .select(userColumns)
      .where('id', 'in', ids as number[]),
  );
  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findById(id: number, trx: Db = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
    },

    /** Whether the user holds the role (issue 37: `user_roles`, the one place roles are read and written). */
    async hasRole(id: number, role: UserRole): Promise<boolean> {
      return (await db.selectFrom('user_roles').select('user_id').where('user_id', '=', id).where('role', '=', role).executeTakeFirst()) !== undefined;
    },

    /** Every role the user holds (none for most), in USER_ROLES' order. */
    async rolesOf(id: number): Promise<UserRole[]> {
      const held = new Set((await db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute()).map((row) => row.role));
      return USER_ROLES.filter((role) => held.has(role));
    },

    /**
     * Grants the role to the account with the phone: one row however often or however many at
     * once (the primary key; a grant already held changes nothing). False when no account has it.
     */
    async grantRole(phone: string, role: UserRole, now: string): Promise<boolean> {
      const user = await db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst();
      if (!user) return false;
      await db
        .insertInto('user_roles')
        .values({ user_id: user.id, role, granted_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
        .execute();
      return true;
    },

    /** Takes the role from the account with the phone (nothing to do when it did not hold it). False when no account has it. */
    async revokeRole(phone: string, role: UserRole): Promise<boolean> {
      const user = await db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst();
      if (!user) return false;
      await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role', '=', role).execute();
      return true;
    },

    /** The accounts holding a role (or any role), each with its role, by account then role. */
    withRole(role?: UserRole): Promise<Array<{ id: number; username: string; phone_number: string; role: UserRole; granted_at: string }>> {
      return db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select(['users.id', 'users.username', 'users.phone_number', 'user_roles.role', 'user_roles.granted_at'])
        .$if(role !== undefined, (query) => query.where('user_roles.role', '=', role!))
        .orderBy('users.id')
        .orderBy('user_roles.role')
        .execute();
    },

    findByIds(ids: number[]): Promise<UserRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return usersByIds(db, ids);
    },

    findByPhone(phone: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').select(userColumns).where('phone_number', '=', phone).executeTakeFirst();
    },

    async isPhoneRegistered(phone: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst()) !== undefined;
    },

    /** The user and the password hash, for login only. */
    findCredentialsByPhone(phone: string): Promise<(UserRow & { password_hash: string; suspended_until: string | null }) | undefined> {
      return db
        .selectFrom('users')
        .select([...userColumns, 'users.password_hash', 'users.suspended_until'])
        .where('phone_number', '=', phone)
        .executeTakeFirst();
    },

    async isUsernameTaken(usernameKey: string, exceptUserId?: number, trx: Db = db): Promise<boolean> {
      let query = trx.selectFrom('users').select('id').where('username_key', '=', usernameKey);
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insertUser(
      values: { username: string; usernameKey: string; phone: string; passwordHash: string; locationId: number; now: string },
      trx: Db = db,
    ): Promise<number> {
      const row = await trx
        .insertInto('users')
        .values({
          username: values.username,
          username_key: values.usernameKey,
          phone_number: values.phone,
          password_hash: values.passwordHash,
          location_id: values.locationId,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateUser(
      id: number,
      changes: { username?: string; usernameKey?: string; locationId?: number; profileImage?: string | null; passwordHash?: string },
      now: string,
      trx: Db = db,
    ): Promise<void> {
      await trx
        .updateTable('users')
        .set({
          ...(changes.username !== undefined && { username: changes.username }),
          ...(changes.usernameKey !== undefined && { username_key: changes.usernameKey }),
          ...(changes.locationId !== undefined && { location_id: changes.locationId }),
          ...(changes.profileImage !== undefined && { profile_image: changes.profileImage }),
          ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    async insertToken(userId: number, tokenHash: string, now: string, trx: Db = db): Promise<void> {
      await trx.insertInto('auth_tokens').values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now }).execute();
    },

    /** The user a token belongs to, if the token was used after `activeSince`. */
    findUserByToken(
      tokenHash: string,
      activeSince: string,
    ): Promise<(UserRow & { last_used_at: string; suspended_until: string | null; locale: Locale }) | undefined> {
      return db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select([...userColumns, 'auth_tokens.last_used_at', 'users.suspended_until', 'users.locale'])
        .where('auth_tokens.token_hash', '=', tokenHash)
        .where('auth_tokens.last_used_at', '>', activeSince)
        .executeTakeFirst();
    },

    /** Keeps the language the user last used (what is sent to them outside the site is in it); one write, only when it changed. */
    async setLocale(id: number, locale: Locale): Promise<void> {
      await db.updateTable('users').set({ locale }).where('id', '=', id).where('locale', '<>', locale).execute();
    },

    /** When the account was made (quotas are stricter in its first week). */
    async createdAt(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('created_at').where('id', '=', id).executeTakeFirst();
      return row?.created_at;
    },

    /** Whether a token exists and was used after `activeSince` (nothing is touched). */
    async isTokenActive(tokenHash: string, activeSince: string): Promise<boolean> {
      const row = await db
        .selectFrom('auth_tokens')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('last_used_at', '>', activeSince)
        .executeTakeFirst();
      return row !== undefined;
    },

    async touchToken(tokenHash: string, now: string): Promise<void> {
      await db.updateTable('auth_tokens').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
    },

    /** Revokes a token; the user it belonged to, or null when it was not there. */
    async deleteToken(tokenHash: string): Promise<number | null> {
      const row = await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
      return row ? Number(row.user_id) : null;
    },

    /** Whether a moderator banned the phone (issue 23): it may not register again. */
    async isPhoneBanned(phone: string): Promise<boolean> {
      return (await db.selectFrom('banned_phones').select('phone_number').where('phone_number', '=', phone).executeTakeFirst()) !== undefined;
    },

    async deleteTokensOfUser(userId: number, trx: Db = db): Promise<void> {
      await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
