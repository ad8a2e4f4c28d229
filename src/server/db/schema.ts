import type { Generated } from 'kysely';

/** Table types for Kysely. Times are ISO 8601 text on SQLite and timestamptz on PostgreSQL. */
export interface RegionsTable {
  id: Generated<number>;
  soato: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

/** One row per district: the `location` users pick. */
export interface LocationsTable {
  id: Generated<number>;
  region_id: number;
  soato: string;
  district: string;
  district_ru: string;
  district_en: string;
}

export type CategoryKind = 'product' | 'service';

export interface CategoriesTable {
  id: Generated<number>;
  kind: CategoryKind;
  slug: string;
  position: number;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export interface DB {
  regions: RegionsTable;
  locations: LocationsTable;
  categories: CategoriesTable;
}
