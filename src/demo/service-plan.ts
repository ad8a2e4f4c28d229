import type { Location } from '../server/locations/locations.service.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { describeService } from './phrases.ts';
import { listedAt, placeFor } from './placement.ts';
import { SERVICE_CATALOG } from './service-catalog.ts';
import type { Random } from './random.ts';

/** One to three pictures (about 1.8): a master shows a few works, and each picture costs encoding time. */
const PICTURE_COUNTS = [1, 1, 2, 2, 3] as const;

/** The seller an item names (its text names their city); a name that does not serve the category is a bug in the catalog. */
function pinnedSeller(sellers: PlannedSeller[], username: string, slug: string): number {
  const index = sellers.findIndex((seller) => seller.profile.username === username);
  if (index < 0 || !sellers[index]!.profile.serves.includes(slug)) throw new Error(`demo service of ${slug}: ${username} does not serve it`);
  return index;
}

/** Among those who serve the category, one with the fewest services so far: every master gets work. */
function leastBusy(random: Random, candidates: number[], load: number[]): number {
  const fewest = Math.min(...candidates.map((index) => load[index]!));
  return random.pick(candidates.filter((index) => load[index] === fewest));
}

/** Every item of the service catalog, offered by a seller who serves that category, mostly at home. */
export function* planServices(random: Random, context: { sellers: PlannedSeller[]; locations: Location[]; now: Date }): Generator<PlannedListing> {
  const { sellers, locations, now } = context;
  const load = sellers.map(() => 0);
  for (const category of SERVICE_CATALOG) {
    const candidates = sellers.flatMap((seller, index) => (seller.profile.serves.includes(category.slug) ? [index] : []));
    if (candidates.length === 0) throw new Error(`no demo seller serves ${category.slug}`);
    for (const item of category.items) {
      const seller = item.by ? pinnedSeller(sellers, item.by, category.slug) : leastBusy(random, candidates, load);
      load[seller] = load[seller]! + 1;
      const place = placeFor(random, sellers[seller]!, locations);
      const pictures = random.pick(PICTURE_COUNTS);
      yield {
        kind: 'service',
        seller,
        categorySlug: category.slug,
        locationId: place.id,
        title: item.name,
        description: describeService(random, { about: item.about, place }),
        price: null,
        condition: null,
        inStock: true,
        createdAt: listedAt(random, now),
        pictures: Array.from({ length: pictures }, (_, variant) => ({ slug: category.slug, label: item.label, variant })),
      };
    }
  }
}
