import { describe, expect, it } from 'vitest';
import { districtName, filterPlaceName, placeName, regionName } from '../../src/lib/names.ts';

const location = {
  region: 'Fargʻona viloyati',
  region_ru: 'Ферганская область',
  region_en: 'Fergana Region',
  district: 'Qoʻqon shahri',
  district_ru: 'город Коканд',
  district_en: 'Kokand City',
};

describe('place names', () => {
  it('gives region and district names in the interface language', () => {
    expect([regionName(location, 'uz'), regionName(location, 'ru'), regionName(location, 'en')]).toEqual([
      'Fargʻona viloyati',
      'Ферганская область',
      'Fergana Region',
    ]);
    expect([districtName(location, 'uz'), districtName(location, 'ru'), districtName(location, 'en')]).toEqual([
      'Qoʻqon shahri',
      'город Коканд',
      'Kokand City',
    ]);
  });

  it('falls back to Uzbek when a translation is missing', () => {
    expect(regionName({ region: 'Toshkent shahri' }, 'en')).toBe('Toshkent shahri');
  });

  it('names a filtered place as district and region, or the region alone', () => {
    expect(filterPlaceName(location, location, 'en')).toBe('Kokand City, Fergana Region');
    expect(filterPlaceName(location, undefined, 'ru')).toBe('Ферганская область');
  });

  it('writes every place one way, district then region, whatever it belongs to (issue 34, item 9)', () => {
    expect(placeName({ region: 'Toshkent shahri', district: 'Yunusobod tumani' }, 'uz')).toBe('Yunusobod tumani, Toshkent shahri');
    expect(placeName(location, 'ru')).toBe('город Коканд, Ферганская область');
    expect(placeName(location, 'en')).toBe(filterPlaceName(location, location, 'en'));
  });
});
