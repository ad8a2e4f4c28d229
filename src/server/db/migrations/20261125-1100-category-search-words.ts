import { sql, type Kysely } from 'kysely';
import { categorySearchKey } from '../../../lib/category-words.ts';

/**
 * A listing's search key holds its category's names and words after its title's
 * (lib/category-words.ts `listingSearchKey`), so that `telefon` finds every phone: appended here
 * to every listing written before, one statement per category (the search index follows through
 * its triggers on SQLite, by itself on PostgreSQL). A new database has no listings yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const categories = await sql<{
    id: number;
    slug: string;
    name_uz: string;
    name_ru: string;
    name_en: string;
  }>`select id, slug, name_uz, name_ru, name_en from categories`.execute(db);
  for (const category of categories.rows) {
    const key = categorySearchKey(category);
    if (key) await sql`update listings set search_key = search_key || ${` ${key}`} where category_id = ${category.id}`.execute(db);
  }
}
