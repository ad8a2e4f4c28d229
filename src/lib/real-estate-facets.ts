import { DEALS, ROOMS_OR_MORE, type RealEstateFields, type RealEstateFilters } from './real-estate.ts';

/**
 * A property's facets (issue 38): the fields its lists filter by most, packed into one whole
 * number that the listing core keeps beside the listing (`listings.facets`) and the word index on
 * each of its words (migration 20261129-1010), so that a search's words with the kind's filters
 * checks them on the index's entries instead of each candidate's row of fields ("kvartira" + rent
 * at 1M properties read 864 rows of fields for its "300+").
 *
 * Each facet is a few bits at a place: the deal (1 sale, 2 rent, 3 daily), the rooms (0 none; 1,
 * 2, 3; 4 for four or more, as the filter offers them), and flags: above the first floor, below
 * the last, a new building, furnished, offered by its owner. A change of the places, or of the
 * order of DEALS (the deal's code is its place there), is a change of every stored number: it
 * comes with a migration that packs them again.
 */
const FACETS = {
  deal: { shift: 0, bits: 2 },
  rooms: { shift: 2, bits: 3 },
  aboveFirst: { shift: 5, bits: 1 },
  belowLast: { shift: 6, bits: 1 },
  newBuilding: { shift: 7, bits: 1 },
  furnished: { shift: 8, bits: 1 },
  owner: { shift: 9, bits: 1 },
} as const;
type FacetName = keyof typeof FACETS;

/** A check of one facet: its bits (`mask` after a shift right by `shift`) are one of `values`. */
export interface FacetCheck {
  shift: number;
  mask: number;
  values: number[];
}

/** The fields the facets are packed from. */
export type FacetedFields = Pick<RealEstateFields, 'deal' | 'rooms' | 'floor' | 'floors' | 'newBuilding' | 'furnished' | 'sellerType'>;

const dealCode = (deal: RealEstateFields['deal']) => DEALS.indexOf(deal) + 1;

/** A property's facets as one whole number. */
export function realEstateFacets(fields: FacetedFields): number {
  const values: Record<FacetName, number> = {
    deal: dealCode(fields.deal),
    rooms: fields.rooms === null ? 0 : Math.min(fields.rooms, ROOMS_OR_MORE),
    aboveFirst: fields.floor !== null && fields.floor > 1 ? 1 : 0,
    belowLast: fields.floor !== null && fields.floors !== null && fields.floor < fields.floors ? 1 : 0,
    newBuilding: fields.newBuilding === true ? 1 : 0,
    furnished: fields.furnished === true ? 1 : 0,
    owner: fields.sellerType === 'owner' ? 1 : 0,
  };
  let packed = 0;
  for (const name of Object.keys(FACETS) as FacetName[]) packed |= values[name] << FACETS[name].shift;
  return packed;
}

/**
 * The list's filters as checks of the facets (lib/real-estate.ts `meetsRealEstateFilters`, the
 * same test), and the filters the facets cannot answer (the area's bounds), left for the row of
 * fields; `rest` undefined when there are none.
 */
export function realEstateFacetChecks(filters: RealEstateFilters): { checks: FacetCheck[]; rest: RealEstateFilters | undefined } {
  const checks: FacetCheck[] = [];
  const check = (name: FacetName, values: number[]) => checks.push({ shift: FACETS[name].shift, mask: (1 << FACETS[name].bits) - 1, values });
  if (filters.deal) check('deal', [dealCode(filters.deal)]);
  if (filters.rooms) check('rooms', [...filters.rooms]);
  if (filters.notFirstFloor) check('aboveFirst', [1]);
  if (filters.notLastFloor) check('belowLast', [1]);
  if (filters.newBuilding) check('newBuilding', [1]);
  if (filters.furnished) check('furnished', [1]);
  if (filters.ownerOnly) check('owner', [1]);
  const { areaMin, areaMax } = filters;
  const rest = areaMin !== undefined || areaMax !== undefined ? { areaMin, areaMax } : undefined;
  return { checks, rest };
}
