import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

/** Regions, their districts (the locations users pick) and listing categories. */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await withIdColumn(db.schema.createTable('regions'), kind)
    .addColumn('soato', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('name_uz', 'varchar(120)', (col) => col.notNull())
    .addColumn('name_ru', 'varchar(120)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(120)', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('locations'), kind)
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('soato', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('district', 'varchar(120)', (col) => col.notNull())
    .addColumn('district_ru', 'varchar(120)', (col) => col.notNull())
    .addColumn('district_en', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('locations_region_id_idx').on('locations').column('region_id').execute();

  await withIdColumn(db.schema.createTable('categories'), kind)
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('product', 'service')`))
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name_uz', 'varchar(120)', (col) => col.notNull())
    .addColumn('name_ru', 'varchar(120)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(120)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('categories_kind_position_idx').on('categories').columns(['kind', 'position']).execute();
}
