import type { LikedField } from '../lib/listing-kinds.ts';
import { persistentJSON } from '@nanostores/persistent';

/**
 * What page scripts know about the signed-in user (SPEC.md "Login info"): `user_info` and the
 * liked ids, persisted in localStorage under `userInfo`. Never the token: that lives only in the
 * HttpOnly session cookie.
 */
export interface StoredUserInfo {
  user_info: { id: number; username: string; location: { id: number; region: string; district: string } | null };
  liked_products: { id: number }[];
  liked_services: { id: number }[];
  /** Absent in what an older page stored. */
  liked_real_estate?: { id: number }[];
  liked_comments: { id: number }[];
}

export const $userInfo = persistentJSON<StoredUserInfo | null>('userInfo', null);

/** Keeps what the store may hold from a login-info answer (drops the token). */
export function rememberUser(info: StoredUserInfo & { token?: string }): void {
  $userInfo.set({
    user_info: info.user_info,
    liked_products: info.liked_products,
    liked_services: info.liked_services,
    liked_real_estate: info.liked_real_estate ?? [],
    liked_comments: info.liked_comments,
  });
}

/** Logout clears everything the site kept in local storage. */
export function forgetUser(): void {
  $userInfo.set(null);
  try {
    localStorage.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

/** After a like or unlike: the persisted liked ids follow (SPEC.md §4: the liked list is refreshed). */
export function rememberLike(field: LikedField, id: number, liked: boolean): void {
  const current = $userInfo.get();
  if (!current) return;
  const others = (current[field] ?? []).filter((each) => each.id !== id);
  $userInfo.set({ ...current, [field]: liked ? [{ id }, ...others] : others });
}
