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
  real_estate_created: { ns: 'listings', ms: 3000 },
  real_estate_updated: { ns: 'listings', ms: 3000 },
  // A move's notice says what happened and where the listing went (a sentence with a date): SPEC.md's default 5 s.
  listing_reserved: { ns: 'listings', ms: 5000 },
  listing_released: { ns: 'listings', ms: 5000 },
  listing_sold: { ns: 'listings', ms: 5000 },
  listing_renewed: { ns: 'listings', ms: 5000 },
  listing_raised: { ns: 'listings', ms: 5000 },
  listing_paused: { ns: 'listings', ms: 5000 },
  listing_resumed: { ns: 'listings', ms: 5000 },
  listings_renewed: { ns: 'listings', ms: 5000 },
  moderation_decided: { ns: 'moderation', ms: 3000 },
  moderation_moved: { ns: 'moderation', ms: 3000 },
  finding_resolved: { ns: 'moderation', ms: 3000 },
  payout_marked: { ns: 'moderation', ms: 3000 },
  payout_repeated: { ns: 'moderation', ms: 4000 },
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

/**
 * What a notice says beyond its key (issue 34): a date (`until`, an ISO instant, worded in the
 * page's language: "Renewed until 12 January 2027") and a number (`count`).
 */
export interface FlashParams {
  until?: string | undefined;
  count?: number | undefined;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** The cookie's value: the key, then its params as a query (`listing_renewed?until=…`). */
export function flashValue(key: FlashKey, params: FlashParams = {}): string {
  const query = new URLSearchParams();
  if (params.until !== undefined) query.set('until', params.until);
  if (params.count !== undefined) query.set('count', String(params.count));
  const search = query.toString();
  return search ? `${key}?${search}` : key;
}

/** A cookie's value as a notice: its key and the params it may carry (anything else dropped); null when it is none of ours. */
export function parseFlash(value: string): { key: FlashKey; params: FlashParams } | null {
  const at = value.indexOf('?');
  const key = at === -1 ? value : value.slice(0, at);
  if (!isFlashKey(key)) return null;
  const query = new URLSearchParams(at === -1 ? '' : value.slice(at + 1));
  const params: FlashParams = {};
  const until = query.get('until');
  if (until !== null && ISO_INSTANT.test(until) && !Number.isNaN(Date.parse(until))) params.until = until;
  const count = query.get('count');
  if (count !== null && /^\d{1,6}$/.test(count)) params.count = Number(count);
  return { key, params };
}
