import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database.ts';

/**
 * The few places where SQLite and PostgreSQL differ, kept together so that migrations and
 * repositories stay dialect-free everywhere else.
 */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, kind: DatabaseKind) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** Column type for UTC instants: ISO 8601 text on SQLite, timestamptz on PostgreSQL. */
export function timestampType(kind: DatabaseKind) {
  return kind === 'postgres' ? 'timestamptz' : 'text';
}

/** The current instant as the column type above stores it. */
export function nowExpression(kind: DatabaseKind): RawBuilder<string> {
  return kind === 'postgres' ? sql<string>`now()` : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** Database values of timestamp columns (Date from pg, text from SQLite) as ISO 8601 UTC. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
