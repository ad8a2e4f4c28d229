import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/** Runs pending migrations; safe when several instances start at once (Kysely takes a lock). */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const entries = Object.entries(migrations).map(([name, migration]): [string, Migration] => [
        name,
        { up: (db) => migration.up(db, database.kind, database) },
      ]);
      return Object.fromEntries(entries);
    },
  };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
