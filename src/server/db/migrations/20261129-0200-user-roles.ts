import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { nowExpression, timestampType } from '../dialect.ts';

/**
 * Roles as a set (issue 37): an account may be a moderator, a marketer, both or neither, one
 * row a role in `user_roles` (granting twice is one row: its primary key). Every moderator of
 * `users.role` (issue 23) becomes a `moderator` row, granted now; then `users.role` is dropped.
 * SQLite can drop it (3.35+): its only constraint is its own column CHECK, and no index, view,
 * trigger or foreign key names it; PostgreSQL drops the CHECK with the column.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull().check(sql`role in ('moderator', 'marketer')`))
    .addColumn('granted_at', timestampType(kind), (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  // Who holds a role (the roles command's list): by role, not only by user.
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role', 'user_id']).execute();
  await sql`insert into user_roles (user_id, role, granted_at) select id, 'moderator', ${nowExpression(kind)} from users where role = 'moderator'`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
}
