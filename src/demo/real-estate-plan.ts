import type { Location } from '../server/locations/locations.service.ts';
import type { RealEstateItem } from './catalog-types.ts';
import { languageOf, type DemoLanguage } from './phrases.ts';
import { inDaytime, listedAt } from './placement.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { ownOf, REAL_ESTATE_CATALOG } from './real-estate-catalog.ts';
import type { Random } from './random.ts';
import { DAY, HOUR } from '../lib/time-units.ts';
import type { RealEstateFields } from '../lib/real-estate.ts';

/** A property ready for the listing core, but for its kind's name (demo-plan.ts adds it once the core has the kind). */
export type PlannedRealEstate = Omit<PlannedListing, 'kind'> & { own: RealEstateFields };

/** What owners and agents add after the description, in its language. */
const CLOSING: Record<RealEstateItem['seller'], Record<DemoLanguage, string[]>> = {
  owner: {
    uz: ['Qoʻngʻiroq qiling yoki chatga yozing.', 'Rieltorlar bezovta qilmasin.', 'Koʻrishga kechqurun va dam olish kunlari.'],
    ru: ['Звоните или пишите в чат.', 'Риелторов просьба не беспокоить.', 'Показ вечером и в выходные.'],
  },
  agency: {
    uz: ['Koʻrishga istalgan kuni olib boramiz.', 'Boshqa variantlar ham bor, chatga yozing.'],
    ru: ['Покажем в удобное для вас время.', 'Есть и другие варианты, пишите в чат.'],
  },
};

/** A sold or let property went up long enough ago for a buyer or tenant to come: 10 to 40 days. */
const GONE_AGE_DAYS = [10, 40] as const;

/** The seeded district an item names; a name that is not there is a bug in the catalog. */
export function placeOf(item: RealEstateItem, locations: Location[]): Location {
  const place = locations.find((location) => location.region === item.region && location.district === item.district);
  if (!place) throw new Error(`demo real estate "${item.title}": no district "${item.district}" in "${item.region}"`);
  return place;
}

/**
 * Every property of the catalog, listed by a demo account living in its region (the one with
 * the fewest so far: many people list one flat), at the item's own district, with one picture
 * a label; the ones the catalog marks gone sold or let some days after they went up
 * (`soldAt`: the life plan's move, nobody of the demo the buyer).
 */
export function planRealEstate(random: Random, context: { sellers: PlannedSeller[]; locations: Location[]; now: Date }): PlannedRealEstate[] {
  const { sellers, locations, now } = context;
  const load = sellers.map(() => 0);
  return REAL_ESTATE_CATALOG.map((item) => {
    const place = placeOf(item, locations);
    const locals = sellers.flatMap((seller, index) => (seller.home.region === item.region ? [index] : []));
    const candidates = locals.length > 0 ? locals : sellers.map((_, index) => index);
    const fewest = Math.min(...candidates.map((index) => load[index]!));
    const seller = random.pick(candidates.filter((index) => load[index] === fewest));
    load[seller] = load[seller]! + 1;
    const language = languageOf(item.title);
    const closing = random.pick(CLOSING[item.seller][language]);
    const createdAt = item.gone ? inDaytime(new Date(now.getTime() - random.int(GONE_AGE_DAYS[0] * 24, GONE_AGE_DAYS[1] * 24) * HOUR)) : listedAt(random, now);
    const listing: PlannedRealEstate = {
      seller,
      categorySlug: item.type,
      locationId: place.id,
      title: item.title,
      description: `${item.about} ${closing}`,
      price: null,
      condition: null,
      inStock: true,
      createdAt,
      pictures: item.labels.map((label, variant) => ({ slug: item.type, label, variant })),
      own: ownOf(item),
    };
    if (item.gone) {
      const from = createdAt.getTime() + 2 * DAY;
      const to = now.getTime() - 12 * HOUR;
      listing.soldAt = inDaytime(new Date(Math.floor((from + random.next() * (to - from)) / 1_000) * 1_000));
    }
    return listing;
  });
}
