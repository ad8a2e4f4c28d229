import type { ListingKind, ProductCondition } from '../lib/listing-kinds.ts';
import type { RealEstateItem } from './catalog-types.ts';

/**
 * What became of a seller's earlier listing (life-plan.ts): sold to someone who wrote about it
 * (`sold`), reserved for them first and sold the next day (`reserved-then-sold`), reserved for
 * one buyer and sold to another who wrote (`sold-to-another`), sold without a buyer on the site
 * (`sold-elsewhere`), left to expire (`expired`, still renewable), expired long ago
 * (`archived`), still up and expiring in a day or two (`expiring`), or paused by the seller while
 * its term runs (`paused`, issue 34).
 */
export type PastFate = 'sold' | 'reserved-then-sold' | 'sold-to-another' | 'sold-elsewhere' | 'expired' | 'archived' | 'expiring' | 'paused';

/** A listing the market's catalog does not have: one the seller put up before, with its fate. */
export interface PastItem {
  kind: ListingKind;
  /** The category's slug; the seller sells (or serves) it. */
  slug: string;
  /** The seller's username (sellers.ts). */
  by: string;
  fate: PastFate;
  /** Uzbek Latin (with ʻ), or Russian Cyrillic. */
  title: string;
  label: string;
  about: string;
  /** Products: what it sold for, in whole so'm. */
  price?: readonly [number, number];
  condition?: ProductCondition;
  /** Real estate (issue 38): the property with its own fields; it stands where it stands, not at the seller's home. */
  property?: RealEstateItem;
}

/** A property the seller owns as a past listing: its type the category, its first room the picture. */
const pastProperty = (by: string, fate: PastFate, property: RealEstateItem): PastItem => ({
  kind: 'real_estate',
  slug: property.type,
  by,
  fate,
  title: property.title,
  label: property.labels[0]!,
  about: property.about,
  property,
});

/**
 * The sellers' listings that are no longer (or soon no longer) in the lists. They are their own
 * items, not the market's: what the lists and searches show (and the judged search set,
 * tests/fixtures/search-judgements.json, expects) stays the market's catalog, apart from the
 * one listing expiring soon. The first seller (the README's first demo account) has one of every
 * fate, so each tab of their products and services has something in it; with the properties they
 * let (a flat let long-term on the market, reserved by a tenant: life-plan.ts), each tab of their
 * real estate too.
 */
export const PAST_ITEMS: PastItem[] = [
  // The first demo account.
  {
    kind: 'product',
    slug: 'phones',
    by: 'aziz_karimov',
    fate: 'reserved-then-sold',
    title: 'Samsung Galaxy S21 FE, 128 GB',
    label: 'Galaxy S21 FE',
    price: [2_800_000, 3_600_000],
    about: 'Ekrani chiziqsiz, batareyasi kun boʻyi yetadi. Qutisi va zaryadlovchisi bilan.',
    condition: 'used',
  },
  {
    kind: 'product',
    slug: 'computers',
    by: 'aziz_karimov',
    fate: 'expired',
    title: 'Logitech MK270 simsiz klaviatura va sichqoncha',
    label: 'Logitech MK270',
    price: [250_000, 380_000],
    about: 'Bitta USB qabul qilgich bilan ishlaydi, batareyalari yangi.',
  },
  {
    kind: 'product',
    slug: 'electronics',
    by: 'aziz_karimov',
    fate: 'archived',
    title: 'Xiaomi Mi Band 7 fitnes bilaguzugi',
    label: 'Mi Band 7',
    price: [250_000, 400_000],
    about: 'Qadamlar, yurak urishi va uyquni hisoblaydi. Zaryadlovchisi bor.',
  },
  {
    kind: 'product',
    slug: 'electronics',
    by: 'aziz_karimov',
    fate: 'expiring',
    title: 'Anker powerbank, 20 000 mAh',
    label: 'Anker 20 000',
    price: [350_000, 550_000],
    about: 'Ikki qurilmani bir vaqtda quvvatlaydi, oʻzi USB-C orqali tez zaryadlanadi.',
  },
  {
    kind: 'service',
    slug: 'phone-computer-repair',
    by: 'aziz_karimov',
    fate: 'sold',
    title: 'Ofis kompyuterlarini sozlash, bir martalik ish',
    label: 'Ofis sozlash',
    about: 'Kichik ofisdagi 10 tagacha kompyuter, printer va Wi-Fi ni bir kunda sozlab beraman. Bitta buyurtma olaman.',
  },
  {
    kind: 'service',
    slug: 'phone-computer-repair',
    by: 'aziz_karimov',
    fate: 'expired',
    title: 'Замена стекла на планшетах',
    label: 'Замена стекла',
    about: 'iPad и Samsung Tab: заменим стекло за день, оригинальные комплектующие.',
  },
  {
    kind: 'product',
    slug: 'computers',
    by: 'aziz_karimov',
    fate: 'paused',
    title: 'HP LaserJet P1102 printeri, kartriji bilan',
    label: 'HP LaserJet P1102',
    price: [700_000, 950_000],
    about: 'Uyda kam ishlatilgan, kartriji yarmigacha toʻla. USB kabeli bor.',
    condition: 'used',
  },
  {
    kind: 'service',
    slug: 'phone-computer-repair',
    by: 'aziz_karimov',
    fate: 'paused',
    title: 'Noutbuklarni changdan tozalash va termopasta almashtirish',
    label: 'Noutbuk tozalash',
    about: 'Noutbuk qizib ketsa, ichini changdan tozalab, termopastani almashtiraman. Bir soatda tayyor.',
  },
  // The other sellers.
  {
    kind: 'product',
    slug: 'phones',
    by: 'bekzod_tech',
    fate: 'sold',
    title: 'Poco X6 Pro, 12/512 GB',
    label: 'Poco X6 Pro',
    price: [3_300_000, 4_300_000],
    about: 'Oʻyinlar uchun kuchli, ekrani 120 Hz. Bir oy ishlatilgan.',
    condition: 'used',
  },
  {
    kind: 'product',
    slug: 'furniture',
    by: 'malika_uy',
    fate: 'sold',
    title: 'Oshxona stoli va 4 ta stul',
    label: 'Stol va stullar',
    price: [1_200_000, 2_200_000],
    about: 'Yogʻoch stol, 120×80 sm, stullarning qoplamasi yangi.',
  },
  {
    kind: 'product',
    slug: 'auto-parts',
    by: 'umid_motors',
    fate: 'sold-to-another',
    title: 'Michelin yozgi shinalari, R16, 4 dona',
    label: 'Michelin R16',
    price: [2_400_000, 3_600_000],
    about: 'Bir mavsum yurilgan, protektori 7 mm. Disklarsiz.',
    condition: 'used',
  },
  {
    kind: 'product',
    slug: 'sports-leisure',
    by: 'rustam.sport',
    fate: 'sold-elsewhere',
    title: 'Гантели разборные, 2 × 20 кг',
    label: 'Гантели 2×20',
    price: [600_000, 1_000_000],
    about: 'Металлические блины, грифы с замками. Отдам вместе со стойкой.',
  },
  {
    kind: 'product',
    slug: 'watches-jewellery',
    by: 'kamola_zargar',
    fate: 'sold-elsewhere',
    title: 'Kumush bilaguzuk, 925 proba',
    label: 'Kumush bilaguzuk',
    price: [400_000, 900_000],
    about: 'Qoʻlda ishlangan, ogʻirligi 18 g. Sovgʻa qutisi bilan.',
  },
  {
    kind: 'service',
    slug: 'weddings-events',
    by: 'jamshid_foto',
    fate: 'sold-elsewhere',
    title: 'Toʻy uchun foto va video: mavsumning oxirgi boʻsh kuni',
    label: 'Oxirgi boʻsh kun',
    about: 'Bu mavsumda bitta boʻsh sana qoldi: ikki operator, dron va bir daqiqalik klip. Birinchi yozganga.',
  },
  {
    kind: 'product',
    slug: 'hobbies-books',
    by: 'gulnora_kitob',
    fate: 'expired',
    title: 'Cambridge ingliz tili darsliklari toʻplami',
    label: 'Cambridge',
    price: [150_000, 300_000],
    about: 'Oʻquvchi kitobi, mashqlar daftari va diski bilan, toʻrtta daraja.',
  },
  {
    kind: 'product',
    slug: 'clothing-shoes',
    by: 'dilnoza.rashidova',
    fate: 'expired',
    title: 'Женское пальто, размер 46',
    label: 'Пальто 46',
    price: [500_000, 1_200_000],
    about: 'Шерсть, бежевый цвет, носила один сезон.',
  },
  {
    kind: 'service',
    slug: 'tutoring',
    by: 'madina.ustoz',
    fate: 'expired',
    title: 'Yozgi matematika kursi, 5–6-sinflar',
    label: 'Yozgi kurs',
    about: 'Yoz davomida haftasiga uch marta, guruhda oltitagacha bola. Kurs oxirida test.',
  },
  {
    kind: 'product',
    slug: 'sports-leisure',
    by: 'timur_nukus',
    fate: 'archived',
    title: 'Baliq ovlash qarmogʻi, 3,6 m, gʻaltagi bilan',
    label: 'Qarmoq',
    price: [200_000, 450_000],
    about: 'Karbon qarmoq, Shimano gʻaltagi. Amudaryoda bir mavsum ishlatilgan.',
  },
  // The first demo account's properties (issue 38), after the rest so the others' draws stay as they were: a small shop
  // space they let, left to expire once a tenant came through friends, and the flat they let by the day, paused while
  // relatives stay in it.
  pastProperty('aziz_karimov', 'expired', {
    type: 'commercial',
    deal: 'rent',
    region: 'Toshkent shahri',
    district: 'Yunusobod tumani',
    title: 'Ijaraga kichik doʻkon joyi, Yunusobod 4-kvartal, 18 m²',
    about:
      'Moʻljal: Mega Planet. Yoʻl boʻyida, birinchi qavat, alohida kirish. Telefon yoki aksessuar doʻkoni uchun qulay, vitrinalar qoladi. Svet hisoblagichi alohida. Kamida olti oyga beriladi.',
    labels: ['Doʻkon joyi'],
    rooms: 1,
    area: 18,
    floor: 1,
    floors: 4,
    material: 'brick',
    repair: 'good',
    furnished: true,
    seller: 'owner',
    landmark: 'Mega Planet',
    currency: 'UZS',
    price: 4_000_000,
  }),
  pastProperty('aziz_karimov', 'paused', {
    type: 'flat',
    deal: 'daily',
    region: 'Toshkent shahri',
    district: 'Yunusobod tumani',
    title: 'Kunlik 1 xonali kvartira, Yunusobod 13-kvartal, metro yonida',
    about:
      'Moʻljal: Yunusobod metrosi. Toza, yevroremont, konditsioner, Wi-Fi, choyshablar har safar yangi. Kamida bir kecha, pasport bilan joylashtiramiz. Oilalarga va mehmonlarga.',
    labels: ['Xona'],
    rooms: 1,
    area: 36,
    floor: 3,
    floors: 9,
    material: 'panel',
    newBuilding: false,
    repair: 'euro',
    furnished: true,
    seller: 'owner',
    landmark: 'Yunusobod metrosi',
    currency: 'UZS',
    price: 350_000,
  }),
];
