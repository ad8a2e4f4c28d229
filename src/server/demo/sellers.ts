import type { Location } from '../locations/locations.service.ts';

/**
 * The demo sellers. Every one signs in with DEMO_PASSWORD (README "Demo data"); their phones
 * are +998 90 000 xxxx, a range kept out of real use here, so no SMS or call of the demo can
 * reach a person. Homes are real districts of the seeded reference data, spread over all 14
 * regions; `sells` are the product categories a seller's listings come from.
 */
export const DEMO_PASSWORD = 'bozor-demo-2026';
export const DEMO_PHONE_PREFIX = '+99890000';

export const demoPhone = (index: number) => `${DEMO_PHONE_PREFIX}${String(index + 1).padStart(4, '0')}`;

export interface SellerProfile {
  username: string;
  region: string;
  district: string;
  sells: string[];
}

export const DEMO_SELLERS: SellerProfile[] = [
  { username: 'aziz_karimov', region: 'Toshkent shahri', district: 'Yunusobod tumani', sells: ['phones', 'computers', 'electronics'] },
  { username: 'dilnoza.rashidova', region: 'Toshkent shahri', district: 'Chilonzor tumani', sells: ['clothing-shoes', 'beauty-health', 'watches-jewellery'] },
  { username: 'sardor_avto', region: 'Samarqand viloyati', district: 'Samarqand shahri', sells: ['cars', 'auto-parts', 'motorcycles'] },
  { username: 'malika_uy', region: 'Toshkent viloyati', district: 'Qibray tumani', sells: ['furniture', 'home-garden', 'home-appliances'] },
  { username: 'jasur.quruvchi', region: 'Fargʻona viloyati', district: 'Fargʻona shahri', sells: ['building-materials', 'business-equipment'] },
  { username: 'nodira_bolajon', region: 'Andijon viloyati', district: 'Andijon shahri', sells: ['kids', 'clothing-shoes'] },
  { username: 'bekzod_tech', region: 'Namangan viloyati', district: 'Namangan shahri', sells: ['phones', 'computers', 'electronics'] },
  { username: 'shahnoza.gullar', region: 'Buxoro viloyati', district: 'Buxoro shahri', sells: ['home-garden', 'beauty-health', 'hobbies-books'] },
  { username: 'otabek_dehqon', region: 'Qashqadaryo viloyati', district: 'Qarshi tumani', sells: ['agriculture', 'animals'] },
  { username: 'gulnora_kitob', region: 'Xorazm viloyati', district: 'Urganch shahri', sells: ['hobbies-books', 'kids', 'other'] },
  { username: 'rustam.sport', region: 'Navoiy viloyati', district: 'Navoiy shahri', sells: ['sports-leisure', 'motorcycles'] },
  { username: 'umid_motors', region: 'Toshkent shahri', district: 'Sergeli tumani', sells: ['cars', 'auto-parts'] },
  { username: 'kamola_zargar', region: 'Surxondaryo viloyati', district: 'Termiz shahri', sells: ['watches-jewellery', 'clothing-shoes'] },
  { username: 'javlon_usta', region: 'Jizzax viloyati', district: 'Jizzax shahri', sells: ['building-materials', 'home-appliances', 'business-equipment'] },
  { username: 'feruza.oshxona', region: 'Sirdaryo viloyati', district: 'Guliston shahri', sells: ['home-appliances', 'furniture', 'other'] },
  { username: 'timur_nukus', region: 'Qoraqalpogʻiston Respublikasi', district: 'Nukus shahri', sells: ['animals', 'agriculture', 'sports-leisure'] },
  { username: 'oʻktam_yoʻldosh', region: 'Toshkent shahri', district: 'Mirobod tumani', sells: ['electronics', 'hobbies-books'] },
];

/** A seller's home district among the seeded locations; a name that is not there is a bug in this file. */
export function homeOf(seller: SellerProfile, locations: Location[]): Location {
  const home = locations.find((location) => location.region === seller.region && location.district === seller.district);
  if (!home) throw new Error(`demo seller ${seller.username}: no district "${seller.district}" in "${seller.region}"`);
  return home;
}
