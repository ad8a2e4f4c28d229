import type { z } from 'zod';
import type {
  AccountUser,
  LoginInfo as LoginInfoSchema,
  UserInfo as UserInfoSchema,
  UserInfoResponse as UserInfoResponseSchema,
} from '../../lib/schemas/accounts.ts';
import type { LikedIds } from '../likes/likes.service.ts';
import type { Location } from '../locations/locations.service.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { UserRow } from './users.repository.ts';

/** The signed-in user as pages and handlers see it (`data` of user/info). */
export type SessionUser = AccountUser;

export type ProfileImage = AccountUser['profile_image'];

export type UserInfo = z.infer<typeof UserInfoSchema>;

/**
 * spec/API.md "login-info": what login and register answer. The services always give the
 * token; the answer leaves it out for the site's own pages (the schema's `token` is optional).
 */
export type LoginInfo = z.infer<typeof LoginInfoSchema> & { token: string };

export function toSessionUser(row: UserRow, location: Location | null, media: MediaStore): SessionUser {
  return {
    id: row.id,
    username: row.username,
    phone_number: row.phone_number,
    profile_image: {
      image: row.profile_image ? media.url(row.profile_image) : null,
      thumbnail: row.profile_image ? media.url(thumbKey(row.profile_image)) : null,
    },
    location,
  };
}

export function toUserInfo(user: SessionUser): UserInfo {
  return { id: user.id, username: user.username, location: user.location };
}

/** GET/PUT user/info (spec/API.md "Accounts"). */
export type UserInfoResponse = z.infer<typeof UserInfoResponseSchema>;

export function toUserInfoResponse(user: SessionUser, liked: LikedIds): UserInfoResponse {
  return { data: user, user_info: toUserInfo(user), ...liked };
}
