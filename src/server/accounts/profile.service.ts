import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { deleteImage, storeImage } from '../media/images.ts';
import type { Upload } from '../media/upload.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import { pageTags } from '../page-cache/policy.ts';
import { toUserInfoResponse, type SessionUser, type UserInfoResponse } from './account-shapes.ts';
import { usernameKey, type AuthService } from './auth.service.ts';
import type { UsersRepository } from './users.repository.ts';

export function createProfileService(deps: {
  users: UsersRepository;
  auth: AuthService;
  likes: LikesService;
  locations: LocationsService;
  media: MediaStore;
  pages: PageInvalidation;
  clock: Clock;
}) {
  const { users, auth, likes, locations, media, pages, clock } = deps;

  /** The user as stored now (after an update: fresh from the database). */
  async function getUserInfo(userId: number): Promise<UserInfoResponse> {
    const row = await users.findById(userId);
    if (!row) throw new AppError('not_authenticated');
    return toUserInfoResponse(await auth.sessionUser(row), await likes.likedIds(userId));
  }

  return {
    /** GET user/info: the signed-in user as authenticated, with what they like. */
    async userInfo(user: SessionUser): Promise<UserInfoResponse> {
      return toUserInfoResponse(user, await likes.likedIds(user.id));
    },

    /**
     * Changes what is given. Everything is checked before anything is written; a new image is
     * stored first and removed again if the update fails, the old one is removed after it.
     */
    async updateProfile(userId: number, changes: { username?: string; locationId?: number; image?: Upload }): Promise<UserInfoResponse> {
      const current = await users.findById(userId);
      if (!current) throw new AppError('not_authenticated');
      const key = changes.username === undefined ? undefined : usernameKey(changes.username);
      if (key !== undefined && (await users.isUsernameTaken(key, userId))) throw new AppError('username_taken');
      if (changes.locationId !== undefined) await locations.requireLocation(changes.locationId);
      const stored = changes.image ? await storeImage(media, changes.image, 'avatars', String(userId)) : undefined;
      try {
        await users.updateUser(
          userId,
          {
            ...(changes.username !== undefined && key !== undefined && { username: changes.username, usernameKey: key }),
            ...(changes.locationId !== undefined && { locationId: changes.locationId }),
            ...(stored && { profileImage: stored.key }),
          },
          clock().toISOString(),
        );
      } catch (error) {
        if (stored) await deleteImage(media, stored.key);
        if (key !== undefined && (await users.isUsernameTaken(key, userId))) throw new AppError('username_taken');
        throw error;
      }
      // Their name, picture and place show in the seller block of their listings' pages.
      await pages.changed([pageTags.user(userId)]);
      if (stored && current.profile_image) await deleteImage(media, current.profile_image).catch(() => {});
      return getUserInfo(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
