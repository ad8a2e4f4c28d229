import type { ProductCondition } from '../lib/listing-kinds.ts';
import type { Location } from '../server/locations/locations.service.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { describeProduct } from './phrases.ts';
import { listedAt, placeFor } from './placement.ts';
import { PRODUCT_CATALOG } from './product-catalog.ts';
import type { Random } from './random.ts';

/** How many pictures a listing gets: one to four, two most often (about 2.1 on average). */
const PICTURE_COUNTS = [1, 1, 2, 2, 2, 3, 4] as const;

/** Prices end in round steps, as people write them: 45 000, 1 250 000, 147 000 000. */
function roundPrice(value: number): number {
  const step = value < 100_000 ? 5_000 : value < 1_000_000 ? 10_000 : value < 10_000_000 ? 50_000 : value < 100_000_000 ? 500_000 : 1_000_000;
  return Math.round(value / step) * step;
}

/** New things sit in the upper part of the range, used ones in the lower. */
export function priceFor(random: Random, [min, max]: readonly [number, number], condition: ProductCondition): number {
  const share = condition === 'new' ? 0.45 + 0.55 * random.next() : 0.7 * random.next();
  return Math.min(max, Math.max(min, roundPrice(min + (max - min) * share)));
}

/** Every item of the product catalog, given to a seller who sells that category. */
export function* planProducts(random: Random, context: { sellers: PlannedSeller[]; locations: Location[]; now: Date }): Generator<PlannedListing> {
  const { sellers, locations, now } = context;
  for (const category of PRODUCT_CATALOG) {
    const candidates = sellers.flatMap((seller, index) => (seller.profile.sells.includes(category.slug) ? [index] : []));
    if (candidates.length === 0) throw new Error(`no demo seller sells ${category.slug}`);
    for (const item of category.items) {
      const seller = random.pick(candidates);
      const condition = item.condition ?? (random.chance(category.newShare) ? 'new' : 'used');
      const place = placeFor(random, sellers[seller]!, locations);
      const pictures = random.pick(PICTURE_COUNTS);
      yield {
        kind: 'product',
        seller,
        categorySlug: category.slug,
        locationId: place.id,
        title: item.title,
        description: describeProduct(random, { about: item.about, condition, describeCondition: category.describeCondition, place }),
        price: priceFor(random, item.price, condition),
        condition,
        inStock: random.chance(0.92),
        createdAt: listedAt(random, now),
        pictures: Array.from({ length: pictures }, (_, variant) => ({ slug: category.slug, label: item.label, variant })),
      };
    }
  }
}
