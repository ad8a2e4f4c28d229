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

/** A place a list is narrowed to, as filters name it: "District, Region", or the region alone. */
export function placeName(
  region: { region: string; region_ru?: string; region_en?: string },
  district: { district: string; district_ru?: string; district_en?: string } | undefined,
  locale: Locale,
): string {
  return district ? `${districtName(district, locale)}, ${regionName(region, locale)}` : regionName(region, locale);
}
