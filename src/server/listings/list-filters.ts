import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import { fieldError } from '../errors.ts';
import type { LocationsService } from '../locations/locations.service.ts';

/**
 * The names a list is filtered by (`category_name`: a slug or a name in any language;
 * `region_name`, `district_name`: names in any language, apostrophes folded) as ids. A name
 * that names nothing is a bad value (400), not an empty list.
 */
export async function resolvePlaceAndCategory(
  deps: { catalog: CatalogService; locations: LocationsService },
  kind: ListingKind,
  names: { category_name?: string | undefined; region_name?: string | undefined; district_name?: string | undefined },
): Promise<{ categoryId?: number; regionId?: number; locationIds?: number[] }> {
  const resolved: { categoryId?: number; regionId?: number; locationIds?: number[] } = {};
  if (names.category_name) {
    const category = await deps.catalog.findCategoryByName(kind, names.category_name);
    if (!category) throw fieldError('category_name', 'categoryNotFound');
    resolved.categoryId = category.id;
  }
  if (names.region_name) {
    const region = await deps.locations.findRegionByName(names.region_name);
    if (!region) throw fieldError('region_name', 'region_not_found');
    resolved.regionId = region.id;
  }
  if (names.district_name) {
    const districts = await deps.locations.findDistrictsByName(names.district_name, resolved.regionId);
    if (districts.length === 0) throw fieldError('district_name', 'location_not_found');
    resolved.locationIds = districts.map((district) => district.id);
  }
  return resolved;
}
