import { realEstateLifecycleRoutes, realEstateRoutes } from '../../../lib/schemas/real-estate.ts';
import { toRealEstate, type Viewer } from '../../../lib/listing-kinds.ts';
import { listingRoutes, type ListingRouteDeps } from '../../listings/listing-routes.ts';
import { readRealEstateSubmission } from './real-estate-submission.ts';

const ORDER = { relevance: 'relevance', '-created_at': 'newest', price: 'price', '-price': '-price', price_m2: 'price_m2' } as const;

/** /api/real-estate/api/… (issue 38) on the shared listing routes. */
export function realEstateApiRoutes(deps: ListingRouteDeps) {
  const shape = (record: Parameters<typeof toRealEstate>[0], viewer?: Viewer) => toRealEstate(record, deps.media, viewer);
  return listingRoutes(deps, {
    kind: 'real_estate',
    routes: realEstateRoutes,
    lifecycleRoutes: realEstateLifecycleRoutes,
    readList(parsed) {
      return {
        names: { category_name: parsed.property_type, region_name: parsed.region_name, district_name: parsed.district_name },
        search: parsed.title,
        asTyped: parsed.as_typed,
        minPrice: parsed.min_price,
        maxPrice: parsed.max_price,
        own: {
          deal: parsed.deal,
          rooms: parsed.rooms,
          currency: parsed.currency,
          areaMin: parsed.area_min,
          areaMax: parsed.area_max,
          notFirstFloor: parsed.not_first_floor || undefined,
          notLastFloor: parsed.not_last_floor || undefined,
          newBuilding: parsed.new_building || undefined,
          furnished: parsed.furnished || undefined,
          ownerOnly: parsed.owner_only || undefined,
        },
        order: ORDER[parsed.ordering ?? 'relevance'],
        page: parsed.page ?? parsed.currentPage ?? 1,
        pageSize: parsed.page_size,
      };
    },
    readSubmission: readRealEstateSubmission,
    shape,
    async detail(record, listings, viewer) {
      const similar = await listings.recommended(record);
      return { real_estate: shape(record, viewer), similar: similar.map((each) => shape(each, viewer)) };
    },
  });
}
