/**
 * The one error type services throw. A code maps to an HTTP status and a message key in
 * `locales/{lng}/errors.json`; the HTTP layer localizes it (services never see HTTP).
 */
export const ERROR_TABLE = {
  validation_error: { status: 400 },
  invalid_json: { status: 400 },
  page_too_deep: { status: 400 },
  not_found: { status: 404 },
  route_not_found: { status: 404 },
  region_not_found: { status: 404 },
  not_authenticated: { status: 401 },
  invalid_credentials: { status: 401 },
  telegram_secret_invalid: { status: 401 },
  forbidden_origin: { status: 403 },
  not_owner: { status: 403 },
  not_author: { status: 403 },
  own_comment_like: { status: 403 },
  own_listing_like: { status: 403 },
  move_not_allowed: { status: 409 },
  already_reported: { status: 409 },
  case_decided: { status: 409 },
  moderation_move_not_allowed: { status: 409 },
  review_not_allowed: { status: 409 },
  not_moderator: { status: 403 },
  copy_invalid: { status: 400 },
  copy_incomplete: { status: 400 },
  copy_draft_conflict: { status: 409 },
  copy_version_stale: { status: 409 },
  review_no_deal: { status: 403 },
  review_too_early: { status: 409 },
  review_window_closed: { status: 409 },
  review_exists: { status: 409 },
  review_not_editable: { status: 409 },
  review_answered: { status: 409 },
  saved_searches_limit: { status: 409 },
  saved_search_exists: { status: 409 },
  saved_search_too_broad: { status: 400 },
  comment_blocked: { status: 403 },
  account_suspended: { status: 403 },
  phone_banned: { status: 403 },
  reports_daily_limit: { status: 429 },
  raise_too_soon: { status: 409 },
  renew_too_early: { status: 409 },
  renew_too_late: { status: 409 },
  already_paused: { status: 409 },
  not_paused: { status: 409 },
  phone_taken: { status: 409 },
  username_taken: { status: 409 },
  phone_not_verified: { status: 400 },
  otp_invalid: { status: 400 },
  image_unreadable: { status: 400 },
  image_too_large: { status: 413 },
  image_too_many_pixels: { status: 413 },
  image_invalid_type: { status: 415 },
  rate_limited: { status: 429 },
  code_resend_too_soon: { status: 429 },
  code_hourly_limit: { status: 429 },
  code_daily_limit: { status: 429 },
  sms_budget_exhausted: { status: 429 },
  listings_daily_limit: { status: 429 },
  comments_hourly_limit: { status: 429 },
  chats_daily_limit: { status: 429 },
  too_many_sockets: { status: 429 },
  uploads_in_flight: { status: 429 },
  method_not_allowed: { status: 405 },
  payload_too_large: { status: 413 },
  unsupported_media_type: { status: 415 },
  cannot_chat_self: { status: 400 },
  chat_not_found: { status: 404 },
  chat_blocked: { status: 403 },
  message_empty: { status: 400 },
  file_too_large: { status: 413 },
  file_invalid_type: { status: 415 },
  database_unavailable: { status: 503 },
  server_busy: { status: 503 },
  /** A dollar price, and no dollar rate known yet (issue 38: before the bank's first answer). */
  rate_unavailable: { status: 503 },
  /** Issue 39: a payout marked for more than the seller is due, or a seller's bank reference used for another amount. */
  payout_exceeds_due: { status: 409 },
  payout_reference_taken: { status: 409 },
  // The safe deal (issue 39): refusals of lib/safe-deal.ts `refusal` and of the deals service, and the card payment's outcome.
  deal_own_listing: { status: 403 },
  deal_not_offered: { status: 409 },
  deal_open_exists: { status: 409 },
  deal_not_yours: { status: 403 },
  deal_wrong_state: { status: 409 },
  deal_deadline_passed: { status: 409 },
  deal_not_due: { status: 409 },
  deal_code_locked: { status: 409 },
  deal_code_wrong: { status: 400 },
  deal_listing_unavailable: { status: 409 },
  deals_daily_limit: { status: 429 },
  /** The card was refused (declined, expired, insufficient funds, not verified): nothing is held; another card may do. */
  payment_declined: { status: 402 },
  /** The provider's answer was lost (timeout, 5xx): the outcome is looked up by a job; never charged twice. */
  payment_pending: { status: 503 },
  payment_unavailable: { status: 503 },
  internal_error: { status: 500 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** A message to be localized later: a key of the errors namespace and its interpolation values. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

export interface AppErrorOptions {
  /** Field-level messages of a validation error. */
  fields?: Record<string, MessageRef[]>;
  params?: Record<string, string | number>;
  /** Seconds, for 429 and 503 responses (Retry-After). */
  retryAfter?: number;
}

/** A validation error naming one field and its message key. */
export function fieldError(field: string, key: string, params?: Record<string, string | number>): AppError {
  return new AppError('validation_error', { fields: { [field]: [params ? { key, params } : { key }] } });
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_TABLE[code].status;
  }
  /** The message key: by convention the code itself. */
  get messageKey(): string {
    return this.code;
  }
}
