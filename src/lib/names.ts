import type { Locale } from './locales.ts';

/** Region and district names in the interface language (the API returns all three). */
export function regionName(region: { region: string; region_ru?: string; region_en?: string }, locale: Locale): string {
  if (locale === 'ru') return region.region_ru ?? region.region;
  if (locale === 'en') return region.region_en ?? region.region;
  return region.region;
}

export function districtName(district: { district: string; district_ru?: string; district_en?: string }, locale: Locale): string {
  if (locale === 'ru') return district.district_ru ?? district.district;
  if (locale === 'en') return district.district_en ?? district.district;
  return district.district;
}

type RegionNames = { region: string; region_ru?: string; region_en?: string };
type DistrictNames = { district: string; district_ru?: string; district_en?: string };
/** A district with its region, as locations, listings and profiles carry them. */
export type Place = RegionNames & DistrictNames;

/**
 * A place in words, the one way the site writes it (cards, pages, the API's shapes, Telegram):
 * "District, Region" ("Yunusobod tumani, Toshkent shahri").
 */
export function placeName(place: Place, locale: Locale): string {
  return `${districtName(place, locale)}, ${regionName(place, locale)}`;
}

/** A place a list is narrowed to, as filters name it: the place, or the region alone. */
export function filterPlaceName(region: RegionNames, district: DistrictNames | undefined, locale: Locale): string {
  return district ? placeName({ ...region, ...district }, locale) : regionName(region, locale);
}
