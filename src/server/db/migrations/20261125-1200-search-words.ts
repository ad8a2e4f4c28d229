import { sql, type Kysely } from 'kysely';
import { categoryText } from '../../../lib/category-words.ts';
import { vocabularyCounter, type VocabularyRow } from '../../../lib/search-words.ts';

/**
 * `search_words`: every word of the listings' search keys (three letters or more), per kind,
 * with how many listings hold it, so that a search word that matches nothing can be corrected to
 * the nearest common one (issue 21: `samsng` → `samsung`). Looked up by kind, first letter and
 * length; kept in step with every listing write in its transaction (listings.repository.ts
 * `adjustWords`); filled here from the listings written before, a batch at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_words')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('word', 'varchar(240)', (col) => col.notNull())
    .addColumn('display', 'varchar(240)', (col) => col.notNull())
    .addColumn('initial', 'varchar(8)', (col) => col.notNull())
    .addColumn('length', 'integer', (col) => col.notNull())
    .addColumn('listings', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_words_pk', ['kind', 'word'])
    .execute();
  await db.schema.createIndex('search_words_shape_idx').on('search_words').columns(['kind', 'initial', 'length']).execute();
  const categories = await sql<{
    id: number;
    slug: string;
    name_uz: string;
    name_ru: string;
    name_en: string;
  }>`select id, slug, name_uz, name_ru, name_en from categories`.execute(db);
  const textOf = new Map(categories.rows.map((category) => [Number(category.id), categoryText(category)]));
  const vocabulary = vocabularyCounter();
  for (let after = 0; ;) {
    const rows = await sql<{
      id: number;
      kind: string;
      category_id: number;
      search_text: string;
      search_key: string;
    }>`select id, kind, category_id, search_text, search_key from listings where id > ${after} order by id limit 5000`.execute(db);
    if (rows.rows.length === 0) break;
    for (const row of rows.rows) vocabulary.add(row.kind, `${row.search_text} ${textOf.get(Number(row.category_id)) ?? ''}`, row.search_key);
    after = Number(rows.rows.at(-1)!.id);
  }
  const entries = vocabulary.rows();
  for (let start = 0; start < entries.length; start += 500) {
    await (db as Kysely<{ search_words: VocabularyRow }>)
      .insertInto('search_words')
      .values(entries.slice(start, start + 500))
      .execute();
  }
}
