import type { District, Location, Region } from '../../lib/schemas/shapes.ts';
import { onceAsync } from '../../lib/once.ts';
import { normalizeSearchText } from '../../lib/text.ts';
import { AppError, fieldError } from '../errors.ts';
import type { LocationRow, LocationsRepository, RegionRow } from './locations.repository.ts';

export type { District, Location, Region };

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    region: row.region,
    district: row.district,
    region_ru: row.region_ru,
    region_en: row.region_en,
    district_ru: row.district_ru,
    district_en: row.district_en,
  };
}

interface ReferenceSnapshot {
  regions: RegionRow[];
  locations: LocationRow[];
}

/**
 * Regions and districts change only when reference data is seeded at start, so one snapshot
 * per process serves every request without touching the database.
 */
export function createLocationsService(repository: LocationsRepository) {
  const load = onceAsync<ReferenceSnapshot>(async () => {
    const [regions, locations] = await Promise.all([repository.listRegions(), repository.listLocations()]);
    return { regions, locations };
  });

  const placesById = onceAsync(async () => new Map((await load()).locations.map((row) => [row.id, toLocation(row)])));
  // Every name in its search form once (a list's filter names its place on every request): the first region of a name, and every district of one.
  const byName = onceAsync(async () => {
    const { regions, locations } = await load();
    const regionOf = new Map<string, RegionRow>();
    for (const region of regions)
      for (const name of [region.name_uz, region.name_ru, region.name_en].map(normalizeSearchText)) if (!regionOf.has(name)) regionOf.set(name, region);
    const districtsOf = new Map<string, LocationRow[]>();
    for (const location of locations)
      for (const name of new Set([location.district, location.district_ru, location.district_en].map(normalizeSearchText)))
        districtsOf.set(name, [...(districtsOf.get(name) ?? []), location]);
    return { regionOf, districtsOf };
  });

  async function findRegion(idOrName: string): Promise<RegionRow> {
    const { regions } = await load();
    const wanted = idOrName.trim();
    const byId = /^\d+$/.test(wanted) ? regions.find((region) => region.id === Number(wanted)) : undefined;
    if (byId) return byId;
    const named = (await byName()).regionOf.get(normalizeSearchText(wanted));
    if (!named) throw new AppError('region_not_found');
    return named;
  }

  // The regions with their districts' names, made once per process (a list's region filter names one on every request).
  const regionList = onceAsync(async (): Promise<readonly Region[]> => {
    const { regions, locations } = await load();
    return regions.map((region) => ({
      id: region.id,
      region: region.name_uz,
      region_ru: region.name_ru,
      region_en: region.name_en,
      districts: locations.filter((location) => location.region_id === region.id).map((location) => location.district),
    }));
  });

  return {
    async listRegions(): Promise<Region[]> {
      return [...(await regionList())];
    },

    async listDistricts(regionIdOrName: string): Promise<District[]> {
      const region = await findRegion(regionIdOrName);
      const { locations } = await load();
      return locations
        .filter((location) => location.region_id === region.id)
        .map(({ id, district, district_ru, district_en }) => ({ id, district, district_ru, district_en }));
    },

    async listLocations(): Promise<Location[]> {
      return [...(await placesById()).values()];
    },

    /** Every place by id, mapped once per process: what listings and people show beside them. */
    placesById,

    async findLocation(id: number): Promise<Location | null> {
      return (await placesById()).get(id) ?? null;
    },

    /** The region a location (district) belongs to. */
    async regionIdOf(locationId: number): Promise<number | null> {
      const { locations } = await load();
      return locations.find((location) => location.id === locationId)?.region_id ?? null;
    },

    /** The region a list filter names (any language, apostrophes folded), or null. */
    async findRegionByName(name: string): Promise<Region | null> {
      try {
        const row = await findRegion(name);
        return (await regionList()).find((region) => region.id === row.id) ?? null;
      } catch (error) {
        if (error instanceof AppError && error.code === 'region_not_found') return null;
        throw error;
      }
    },

    /** The districts a list filter names (the same name may exist in several regions), within a region if given. */
    async findDistrictsByName(name: string, regionId?: number): Promise<Location[]> {
      const named = (await byName()).districtsOf.get(normalizeSearchText(name)) ?? [];
      return named.filter((location) => regionId === undefined || location.region_id === regionId).map(toLocation);
    },

    /** The location a client chose (`location_id`), or a validation error naming that field. */
    async requireLocation(id: number): Promise<Location> {
      const location = await this.findLocation(id);
      if (!location) throw fieldError('location_id', 'location_not_found');
      return location;
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
