import type { ListingRecord } from '../../../lib/listing-kinds.ts';
import { ROOMS_OR_MORE, type RoomChoice } from '../../../lib/real-estate.ts';
import type { SimilarTier } from '../../listings/own-fields.ts';
import type { LocationsService } from '../../locations/locations.service.ts';

/**
 * "Similar" of a real-estate listing (issue 38, item 4), best first: the same type, deal and
 * rooms in the same district; then the same in the region; then the type and deal in the
 * district; then in the region.
 */
export async function similarTiers(record: ListingRecord, locations: Pick<LocationsService, 'regionIdOf'>): Promise<SimilarTier[]> {
  const fields = record.own?.fields;
  const regionId = (await locations.regionIdOf(record.location.id)) ?? undefined;
  const deal = fields?.deal;
  const rooms = fields?.rooms == null ? undefined : [Math.min(fields.rooms, ROOMS_OR_MORE) as RoomChoice];
  const district = [record.location.id];
  return [
    { locationIds: district, own: { deal, rooms } },
    { regionId, own: { deal, rooms } },
    { locationIds: district, own: { deal } },
    { regionId, own: { deal } },
  ].map((tier) => ({ categoryId: record.category.id, ...tier }));
}
