/**
 * One-shot notices that survive a page change ("logged in", "listing published"): a
 * short-lived cookie holding a message key, read and cleared by the next page.
 */
export const FLASH_COOKIE = 'bozor_flash';

/**
 * The notices a flash may carry: the namespace of their text and how long each shows (SPEC.md §8).
 * `inline`: the page shows it where it belongs, not as a toast (no island for it).
 */
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
  moderation_moved: { ns: 'moderation', ms: 3000 },
  report_thanks: { ns: 'moderation', ms: 3000 },
  review_asked_flash: { ns: 'reports', ms: 3000 },
  person_unblocked: { ns: 'chat', ms: 3000 },
  written_flash: { ns: 'reviews', ms: 3000 },
  edited_flash: { ns: 'reviews', ms: 3000 },
  answered_flash: { ns: 'reviews', ms: 3000 },
  all_read_flash: { ns: 'notices', ms: 2000 },
  settings_saved_flash: { ns: 'notices', ms: 3000 },
  telegram_unlinked: { ns: 'telegram', ms: 3000 },
  saved_search_updated: { ns: 'saved-searches', ms: 3000 },
  saved_search_deleted: { ns: 'saved-searches', ms: 3000 },
  // "Save this search" answers beside its button on the list, with a link to manage (components/listings/SaveSearch.astro).
  saved_search_saved: { ns: 'saved-searches', ms: 4000, inline: true },
  saved_searches_limit: { ns: 'errors', ms: 4000, inline: true },
  saved_search_exists: { ns: 'errors', ms: 4000, inline: true },
  saved_search_too_broad: { ns: 'errors', ms: 4000, inline: true },
} as const;

export type FlashKey = keyof typeof FLASHES;

/** Whether a flash is shown by its page, in place, rather than as the layout's toast. */
export function isInlineFlash(key: FlashKey): boolean {
  return 'inline' in FLASHES[key];
}

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === 'string' && Object.hasOwn(FLASHES, value);
}
