import { SOTIX_M2, type RealEstateFields } from '../lib/real-estate.ts';
import { MINOR_PER_MAJOR } from '../lib/money.ts';
import type { RealEstateItem } from './catalog-types.ts';
import { regionRealEstate } from './real-estate/regions.ts';
import { tashkentRealEstate } from './real-estate/tashkent.ts';

/** Every property of the demo (issue 38): Tashkent city first, then the regions. */
export const REAL_ESTATE_CATALOG: RealEstateItem[] = [...tashkentRealEstate, ...regionRealEstate];

/** m² in the stored hundredths (dm²), per cent in tenths: as lib/real-estate.ts keeps them. */
const DM2_PER_M2 = 100;
const PERMILLE_PER_CENT = 10;

/** An item's own fields as the listing core takes them: absent ones null, the price in minor units of its currency. */
export function ownOf(item: RealEstateItem): RealEstateFields {
  return {
    deal: item.deal,
    rooms: item.rooms ?? null,
    areaDm2: item.area === undefined ? null : Math.round(item.area * DM2_PER_M2),
    landM2: item.land === undefined ? null : Math.round(item.land * SOTIX_M2),
    floor: item.floor ?? null,
    floors: item.floors ?? null,
    material: item.material ?? null,
    newBuilding: item.newBuilding ?? null,
    repair: item.repair ?? null,
    furnished: item.furnished ?? null,
    sellerType: item.seller,
    commissionPermille: item.commission === undefined ? null : item.commission * PERMILLE_PER_CENT,
    landmark: item.landmark ?? null,
    currency: item.currency,
    priceMinor: item.price * MINOR_PER_MAJOR,
  };
}
