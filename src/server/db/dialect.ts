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

/**
 * A timestamp as every row carries it: ISO 8601 UTC with milliseconds. PostgreSQL's text form
 * (`2026-11-22 09:00:00.123456+00`) goes through here in the pool's type parser; SQLite
 * already stores this shape.
 */
export function toIsoString(value: string): string {
  const normalized = /^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : value;
  return new Date(normalized).toISOString();
}
