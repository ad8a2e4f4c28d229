import { LISTING_KIND_NAMES } from '../../lib/listing-kinds.ts';
import { onceAsync } from '../../lib/once.ts';
import { normalizeSearchText } from '../../lib/text.ts';
import type { CategoryKind } from '../db/schema.ts';
import type { CatalogRepository, CategoryRow } from './catalog.repository.ts';

/** Category as the API returns it; the client picks the name of its language (English fallback). */
export interface Category {
  id: number;
  slug: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

function toCategory(row: CategoryRow): Category {
  return { id: row.id, slug: row.slug, name_uz: row.name_uz, name_ru: row.name_ru, name_en: row.name_en };
}

/** Categories are reference data seeded at start: loaded once per process and kind. */
export function createCatalogService(repository: CatalogRepository) {
  const load = (kind: CategoryKind) => onceAsync(async () => (await repository.listCategories(kind)).map(toCategory));
  const byKind = Object.fromEntries(LISTING_KIND_NAMES.map((kind) => [kind, load(kind)])) as Record<CategoryKind, () => Promise<Category[]>>;
  return {
    listCategories(kind: CategoryKind): Promise<Category[]> {
      return byKind[kind]();
    },

    async findCategory(kind: CategoryKind, id: number): Promise<Category | null> {
      return (await byKind[kind]()).find((category) => category.id === id) ?? null;
    },

    /** A category by its slug or its name in any of the three languages, apostrophes and case folded. */
    async findCategoryByName(kind: CategoryKind, name: string): Promise<Category | null> {
      const wanted = normalizeSearchText(name);
      return (
        (await byKind[kind]()).find((category) =>
          [category.slug, category.name_uz, category.name_ru, category.name_en].some((candidate) => normalizeSearchText(candidate) === wanted),
        ) ?? null
      );
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
