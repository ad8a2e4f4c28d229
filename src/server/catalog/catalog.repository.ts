import type { Kysely } from 'kysely';
import type { CategoryKind, DB } from '../db/schema.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export function createCatalogRepository(db: Kysely<DB>) {
  return {
    listCategories(kind: CategoryKind): Promise<CategoryRow[]> {
      return db.selectFrom('categories').select(['id', 'slug', 'name_uz', 'name_ru', 'name_en']).where('kind', '=', kind).orderBy('position').execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
