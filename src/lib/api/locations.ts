/** Location shapes of the API (spec/API.md "Shapes"), shared by the server and the islands. */

/** One district, the `location` users pick: names in Uzbek Latin, plus Russian and English. */
export interface Location {
  id: number;
  region: string;
  district: string;
  region_ru: string;
  region_en: string;
  district_ru: string;
  district_en: string;
}

/** GET /api/accounts/regions: a region with its districts' Uzbek names. */
export interface Region {
  id: number;
  region: string;
  region_ru: string;
  region_en: string;
  districts: string[];
}

/** GET /api/accounts/districts/{region}: `id` is the location id. */
export interface District {
  id: number;
  district: string;
  district_ru: string;
  district_en: string;
}
