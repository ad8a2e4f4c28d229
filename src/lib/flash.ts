/**
 * One-shot notices that survive a page change ("logged in", "listing published"): a
 * short-lived cookie holding a message key, read and cleared by the next page.
 */
export const FLASH_COOKIE = 'bozor_flash';

/** The notices a flash may carry: the namespace of their text and how long each shows (SPEC.md §8). */
export const FLASHES = {
  success_login: { ns: 'accounts', ms: 2000 },
  logout_success: { ns: 'accounts', ms: 2000 },
  register_success: { ns: 'accounts', ms: 3000 },
  password_reset_success: { ns: 'accounts', ms: 3000 },
  profile_update_success_message: { ns: 'accounts', ms: 3000 },
  productCreatedSuccess: { ns: 'listings', ms: 3000 },
  product_updated_success: { ns: 'listings', ms: 3000 },
  product_delete_success: { ns: 'listings', ms: 3000 },
  serviceCreatedSuccess: { ns: 'listings', ms: 3000 },
  service_update_succes: { ns: 'listings', ms: 3000 },
  listing_reserved: { ns: 'listings', ms: 3000 },
  listing_released: { ns: 'listings', ms: 3000 },
  listing_sold: { ns: 'listings', ms: 3000 },
  listing_renewed: { ns: 'listings', ms: 3000 },
  listing_raised: { ns: 'listings', ms: 3000 },
  listings_renewed: { ns: 'listings', ms: 3000 },
  moderation_decided: { ns: 'moderation', ms: 3000 },
  report_thanks: { ns: 'moderation', ms: 3000 },
  review_asked_flash: { ns: 'reports', ms: 3000 },
  person_unblocked: { ns: 'chat', ms: 3000 },
  written_flash: { ns: 'reviews', ms: 3000 },
  edited_flash: { ns: 'reviews', ms: 3000 },
  answered_flash: { ns: 'reviews', ms: 3000 },
  all_read_flash: { ns: 'notices', ms: 2000 },
  telegram_unlinked: { ns: 'telegram', ms: 3000 },
} as const;

export type FlashKey = keyof typeof FLASHES;

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === 'string' && Object.hasOwn(FLASHES, value);
}
