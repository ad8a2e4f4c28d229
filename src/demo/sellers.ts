import type { Location } from '../server/locations/locations.service.ts';

/**
 * The demo sellers. Every one signs in with DEMO_PASSWORD (README "Demo data"); their phones
 * are +998 90 000 xxxx, a range kept out of real use here, so no SMS or call of the demo can
 * reach a person. Homes are real districts of the seeded reference data, spread over all 14
 * regions; `sells` are the product categories a seller's listings come from, `serves` the
 * service categories. The last ones only offer services: a plumber rarely sells phones.
 */
export const DEMO_PASSWORD = 'bozor-demo-2026';
export const DEMO_PHONE_PREFIX = '+99890000';

export const demoPhone = (index: number) => `${DEMO_PHONE_PREFIX}${String(index + 1).padStart(4, '0')}`;

export interface SellerProfile {
  username: string;
  region: string;
  district: string;
  sells: string[];
  serves: string[];
}

export const DEMO_SELLERS: SellerProfile[] = [
  {
    username: 'aziz_karimov',
    region: 'Toshkent shahri',
    district: 'Yunusobod tumani',
    sells: ['phones', 'computers', 'electronics'],
    serves: ['phone-computer-repair'],
  },
  {
    username: 'dilnoza.rashidova',
    region: 'Toshkent shahri',
    district: 'Chilonzor tumani',
    sells: ['clothing-shoes', 'beauty-health', 'watches-jewellery'],
    serves: ['beauty'],
  },
  {
    username: 'sardor_avto',
    region: 'Samarqand viloyati',
    district: 'Samarqand shahri',
    sells: ['cars', 'auto-parts', 'motorcycles'],
    serves: ['auto-service', 'passenger-transport'],
  },
  {
    username: 'malika_uy',
    region: 'Toshkent viloyati',
    district: 'Qibray tumani',
    sells: ['furniture', 'home-garden', 'home-appliances'],
    serves: ['cleaning', 'other-services'],
  },
  {
    username: 'jasur.quruvchi',
    region: 'Fargʻona viloyati',
    district: 'Fargʻona shahri',
    sells: ['building-materials', 'business-equipment'],
    serves: ['construction-renovation'],
  },
  { username: 'nodira_bolajon', region: 'Andijon viloyati', district: 'Andijon shahri', sells: ['kids', 'clothing-shoes'], serves: ['nannies-caregivers'] },
  {
    username: 'bekzod_tech',
    region: 'Namangan viloyati',
    district: 'Namangan shahri',
    sells: ['phones', 'computers', 'electronics'],
    serves: ['phone-computer-repair', 'it-development'],
  },
  {
    username: 'shahnoza.gullar',
    region: 'Buxoro viloyati',
    district: 'Buxoro shahri',
    sells: ['home-garden', 'beauty-health', 'hobbies-books'],
    serves: ['weddings-events'],
  },
  { username: 'otabek_dehqon', region: 'Qashqadaryo viloyati', district: 'Qarshi tumani', sells: ['agriculture', 'animals'], serves: ['other-services'] },
  { username: 'gulnora_kitob', region: 'Xorazm viloyati', district: 'Urganch shahri', sells: ['hobbies-books', 'kids', 'other'], serves: ['tutoring'] },
  { username: 'rustam.sport', region: 'Navoiy viloyati', district: 'Navoiy shahri', sells: ['sports-leisure', 'motorcycles'], serves: [] },
  {
    username: 'umid_motors',
    region: 'Toshkent shahri',
    district: 'Sergeli tumani',
    sells: ['cars', 'auto-parts'],
    serves: ['auto-service', 'passenger-transport'],
  },
  {
    username: 'kamola_zargar',
    region: 'Surxondaryo viloyati',
    district: 'Termiz shahri',
    sells: ['watches-jewellery', 'clothing-shoes'],
    serves: ['tailoring'],
  },
  {
    username: 'javlon_usta',
    region: 'Jizzax viloyati',
    district: 'Jizzax shahri',
    sells: ['building-materials', 'home-appliances', 'business-equipment'],
    serves: ['plumbing-electrical', 'appliance-repair', 'construction-renovation'],
  },
  {
    username: 'feruza.oshxona',
    region: 'Sirdaryo viloyati',
    district: 'Guliston shahri',
    sells: ['home-appliances', 'furniture', 'other'],
    serves: ['weddings-events'],
  },
  {
    username: 'timur_nukus',
    region: 'Qoraqalpogʻiston Respublikasi',
    district: 'Nukus shahri',
    sells: ['animals', 'agriculture', 'sports-leisure'],
    serves: ['pet-services'],
  },
  { username: 'oʻktam_yoʻldosh', region: 'Toshkent shahri', district: 'Mirobod tumani', sells: ['electronics', 'hobbies-books'], serves: ['photo-video'] },
  // Services only.
  { username: 'alisher_santexnik', region: 'Toshkent shahri', district: 'Olmazor tumani', sells: [], serves: ['plumbing-electrical', 'appliance-repair'] },
  { username: 'madina.ustoz', region: 'Samarqand viloyati', district: 'Samarqand shahri', sells: [], serves: ['tutoring', 'nannies-caregivers'] },
  { username: 'sherzod_yukchi', region: 'Toshkent viloyati', district: 'Chirchiq shahri', sells: [], serves: ['moving-freight', 'other-services'] },
  { username: 'nilufar_beauty', region: 'Fargʻona viloyati', district: 'Margʻilon shahri', sells: [], serves: ['beauty', 'tailoring'] },
  { username: 'dr.akmal', region: 'Buxoro viloyati', district: 'Buxoro shahri', sells: [], serves: ['health'] },
  { username: 'sanjar.dev', region: 'Toshkent shahri', district: 'Mirzo Ulugʻbek tumani', sells: [], serves: ['it-development', 'design-printing'] },
  {
    username: 'jamshid_foto',
    region: 'Namangan viloyati',
    district: 'Namangan shahri',
    sells: [],
    serves: ['photo-video', 'weddings-events', 'design-printing'],
  },
  { username: 'lola.yurist', region: 'Toshkent shahri', district: 'Yakkasaroy tumani', sells: [], serves: ['legal-accounting', 'other-services'] },
  { username: 'toza_makon', region: 'Andijon viloyati', district: 'Andijon shahri', sells: [], serves: ['cleaning'] },
  { username: 'xiva_trans', region: 'Xorazm viloyati', district: 'Xiva shahri', sells: [], serves: ['passenger-transport', 'moving-freight'] },
  { username: 'gulchehra_hamshira', region: 'Qashqadaryo viloyati', district: 'Qarshi shahri', sells: [], serves: ['health', 'nannies-caregivers'] },
  { username: 'zilola_vet', region: 'Toshkent viloyati', district: 'Zangiota tumani', sells: [], serves: ['pet-services'] },
];

/**
 * The demo's marketer (issue 37, README "Demo data"): the demo phone after the sellers', the
 * same password, granted `marketer`; it edits the site's copy and sells nothing.
 */
export const DEMO_MARKETER: SellerProfile = { username: 'malika.yusupova', region: 'Toshkent shahri', district: 'Yunusobod tumani', sells: [], serves: [] };
export const DEMO_MARKETER_PHONE = demoPhone(DEMO_SELLERS.length);

/** A seller's home district among the seeded locations; a name that is not there is a bug in this file. */
export function homeOf(seller: SellerProfile, locations: Location[]): Location {
  const home = locations.find((location) => location.region === seller.region && location.district === seller.district);
  if (!home) throw new Error(`demo seller ${seller.username}: no district "${seller.district}" in "${seller.region}"`);
  return home;
}
