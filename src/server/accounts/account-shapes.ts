import type { LikedIds } from '../likes/likes.service.ts';
import type { Location } from '../locations/locations.service.ts';
import { thumbKey } from '../media/images.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { UserRow } from './users.repository.ts';

/** The signed-in user as pages and handlers see it. */
export interface SessionUser {
  id: number;
  username: string;
  phone_number: string;
  profile_image: ProfileImage;
  location: Location | null;
}

export interface ProfileImage {
  /** Up to 1600 px, WebP; null without an image. */
  image: string | null;
  /** Up to 400 px, for avatars. */
  thumbnail: string | null;
}

export interface UserInfo {
  id: number;
  username: string;
  location: Location | null;
}

/** spec/API.md "login-info": what login and register answer (the token only here). */
export interface LoginInfo {
  token: string;
  user_info: UserInfo;
  liked_products: { id: number }[];
  liked_services: { id: number }[];
  liked_comments: { id: number }[];
}

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
export interface UserInfoResponse extends Pick<LoginInfo, 'liked_products' | 'liked_services' | 'liked_comments'> {
  data: SessionUser;
  user_info: UserInfo;
}

export function toUserInfoResponse(user: SessionUser, liked: LikedIds): UserInfoResponse {
  return { data: user, user_info: toUserInfo(user), ...liked };
}
