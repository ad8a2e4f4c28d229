/**
 * One-shot notices that survive a page change ("logged in", "profile updated"): a short-lived
 * cookie holding a message key of the accounts namespace, read and cleared by the next page.
 */
export const FLASH_COOKIE = 'bozor_flash';

/** The notices a flash may carry, with how long each shows (SPEC.md §8 durations). */
export const FLASH_DURATIONS_MS = {
  success_login: 2000,
  logout_success: 2000,
  register_success: 3000,
  password_reset_success: 3000,
  profile_update_success_message: 3000,
} as const;

export type FlashKey = keyof typeof FLASH_DURATIONS_MS;

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === 'string' && Object.hasOwn(FLASH_DURATIONS_MS, value);
}
