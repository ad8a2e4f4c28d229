import type { UserRef } from '../../lib/schemas/shapes.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { UsersRepository } from './users.repository.ts';

/** People as lists show them next to what they wrote (spec/API.md UserRef): one query for many. */
export function createUserRefs(deps: { users: UsersRepository; locations: LocationsService; media: MediaStore }) {
  const { users, locations, media } = deps;
  return async function userRefs(ids: number[]): Promise<Map<number, UserRef>> {
    const [rows, placeOf] = await Promise.all([users.findByIds([...new Set(ids)]), locations.placesById()]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          username: row.username,
          profile_image: {
            image: row.profile_image ? media.url(row.profile_image) : null,
            thumbnail: row.profile_image ? media.url(thumbKey(row.profile_image)) : null,
          },
          location: row.location_id === null ? null : (placeOf.get(row.location_id) ?? null),
        },
      ]),
    );
  };
}

export type UserRefs = ReturnType<typeof createUserRefs>;
