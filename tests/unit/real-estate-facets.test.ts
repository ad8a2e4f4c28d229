import { describe, expect, it } from 'vitest';
import { realEstateFacetChecks, realEstateFacets, type FacetCheck } from '../../src/lib/real-estate-facets.ts';
import { DEALS, meetsRealEstateFilters, ROOM_CHOICES, type RealEstateFields, type RealEstateFilters } from '../../src/lib/real-estate.ts';

/** The checks as the kind's SQL tests them on a packed number: `((facets >> shift) & mask) in (values)`. */
const passes = (facets: number, checks: FacetCheck[]) => checks.every((check) => check.values.includes((facets >> check.shift) & check.mask));

const base: RealEstateFields = {
  deal: 'sale',
  rooms: 2,
  areaDm2: 6_500,
  landM2: null,
  floor: 3,
  floors: 9,
  material: 'brick',
  newBuilding: false,
  repair: 'good',
  furnished: true,
  sellerType: 'owner',
  commissionPermille: null,
  landmark: null,
  currency: 'USD',
  priceMinor: 6_500_000,
};

/** Properties that differ in every faceted field, and at the edges (no rooms, no floor, the first and the last floor, 7 rooms). */
const properties: RealEstateFields[] = [];
for (const deal of DEALS)
  for (const rooms of [null, 1, 2, 3, 4, 7])
    for (const [floor, floors] of [
      [null, null],
      [1, 9],
      [5, 9],
      [9, 9],
      [4, null],
      [1, 1],
    ] as const)
      for (const flags of [0, 1, 2, 3, 4, 5, 6, 7])
        properties.push({
          ...base,
          deal,
          rooms,
          floor,
          floors,
          newBuilding: flags & 1 ? true : flags & 4 ? null : false,
          furnished: flags & 2 ? true : flags & 4 ? null : false,
          sellerType: flags & 4 ? 'agency' : 'owner',
          areaDm2: flags & 1 ? null : 4_000 + 1_000 * (flags + (rooms ?? 0)),
        });

const filterSets: RealEstateFilters[] = [
  {},
  { deal: 'rent' },
  { deal: 'daily', rooms: [1] },
  { rooms: [2, 3] },
  { rooms: [4] },
  { rooms: [1, 4] },
  // None of the room counts: nothing meets it.
  { rooms: [] },
  { notFirstFloor: true },
  { notLastFloor: true },
  { notFirstFloor: true, notLastFloor: true },
  { newBuilding: true },
  { furnished: true, ownerOnly: true },
  { deal: 'sale', rooms: [...ROOM_CHOICES], notFirstFloor: true, newBuilding: true, furnished: true, ownerOnly: true },
  { areaMin: 60 },
  { areaMin: 50, areaMax: 90, deal: 'rent', furnished: true },
  { areaMax: 55, currency: 'USD' },
];

describe('real estate facets', () => {
  it('meet a list’s filters exactly when the property does, with the area checked on its fields', () => {
    for (const filters of filterSets) {
      const { checks, rest } = realEstateFacetChecks(filters);
      for (const fields of properties) {
        const byFacets = passes(realEstateFacets(fields), checks) && (rest === undefined || meetsRealEstateFilters(rest, fields));
        expect(byFacets, `${JSON.stringify(filters)} on ${JSON.stringify(fields)}`).toBe(meetsRealEstateFilters(filters, fields));
      }
    }
  });

  it('leave only the area to the row of fields, and nothing when the list has no area bounds', () => {
    expect(realEstateFacetChecks({ deal: 'sale', furnished: true }).rest).toBeUndefined();
    expect(realEstateFacetChecks({ areaMin: 60, areaMax: 90, furnished: true }).rest).toEqual({ areaMin: 60, areaMax: 90 });
    expect(realEstateFacetChecks({ areaMax: 40 }).checks).toEqual([]);
  });

  it('pack each property into a small whole number that differs when a faceted field does', () => {
    const packed = properties.map(realEstateFacets);
    expect(Math.max(...packed)).toBeLessThan(1 << 10);
    expect(Math.min(...packed)).toBeGreaterThan(0);
    expect(realEstateFacets({ ...base, deal: 'rent' })).not.toBe(realEstateFacets(base));
    expect(realEstateFacets({ ...base, furnished: false })).not.toBe(realEstateFacets(base));
    // Fields no list filters by leave them as they are.
    const unfaceted: RealEstateFields = { ...base, areaDm2: 12_000, repair: 'euro', material: 'panel', landmark: 'Korzinka' };
    expect(realEstateFacets(unfaceted)).toBe(realEstateFacets(base));
  });
});
