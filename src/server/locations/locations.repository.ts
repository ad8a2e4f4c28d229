import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface RegionRow {
  id: number;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export interface LocationRow {
  id: number;
  region_id: number;
  region: string;
  region_ru: string;
  region_en: string;
  district: string;
  district_ru: string;
  district_en: string;
}

export function createLocationsRepository(db: Kysely<DB>) {
  return {
    listRegions(): Promise<RegionRow[]> {
      return db.selectFrom('regions').select(['id', 'name_uz', 'name_ru', 'name_en']).orderBy('soato').execute();
    },

    /** Every district with its region's names, in SOATO order (region, then district). */
    listLocations(): Promise<LocationRow[]> {
      return db
        .selectFrom('locations')
        .innerJoin('regions', 'regions.id', 'locations.region_id')
        .select([
          'locations.id',
          'locations.region_id',
          'regions.name_uz as region',
          'regions.name_ru as region_ru',
          'regions.name_en as region_en',
          'locations.district',
          'locations.district_ru',
          'locations.district_en',
        ])
        .orderBy('locations.soato')
        .execute();
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
