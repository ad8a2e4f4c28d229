import type { ListingKind, ProductCondition } from '../../lib/listing-kinds.ts';
import type { Currency, Deal, Material, Repair, SellerType } from '../../lib/real-estate.ts';
import type { ListingStatus } from '../../lib/listing-states.ts';
import type { DealEventName, DealMove, DealState } from '../../lib/safe-deal.ts';
import type { LedgerAccount, Movement } from '../../lib/ledger.ts';
import type { Locale } from '../../lib/locales.ts';
import type { UserRole } from '../../lib/roles.ts';
import type { ColumnType, Generated } from 'kysely';

/** A UTC instant: ISO 8601 text in and out on both databases (db/database.ts parses PostgreSQL's). */
export type Timestamp = ColumnType<string, string, string>;

/** Table types for Kysely. Times are ISO 8601 text on SQLite and timestamptz on PostgreSQL. */
export interface RegionsTable {
  id: Generated<number>;
  soato: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

/** One row per district: the `location` users pick. */
export interface LocationsTable {
  id: Generated<number>;
  region_id: number;
  soato: string;
  district: string;
  district_ru: string;
  district_en: string;
}

export type CategoryKind = ListingKind;

export interface CategoriesTable {
  id: Generated<number>;
  kind: CategoryKind;
  slug: string;
  position: number;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  phone_number: string;
  password_hash: string;
  user_type: Generated<'regular'>;
  /** Cannot post, comment or chat until then (a moderator's suspension; a ban is the far future). */
  suspended_until: Timestamp | null;
  location_id: number | null;
  profile_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The language the user last used (issue 25: what is sent to them outside the site speaks it). */
  locale: Generated<Locale>;
}

/** An account's roles (issue 37): one row a role held, granted only from the command line or the env at start. */
export interface UserRolesTable {
  user_id: number;
  role: UserRole;
  granted_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export type SmsPurpose = 'register' | 'reset';

export interface SmsCodesTable {
  id: Generated<number>;
  phone_number: string;
  purpose: SmsPurpose;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  verified_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds of the current window's start. */
  window_start: number;
  count: number;
}

export interface ListingsTable {
  id: Generated<number>;
  kind: ListingKind;
  owner_id: number;
  category_id: number;
  location_id: number;
  region_id: number;
  title: string;
  description: string;
  /** Integer so'm; products only. */
  price: number | null;
  condition: ProductCondition | null;
  /** 0 or 1 (one representation on both databases). */
  in_stock: Generated<number>;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  /** lib/text.ts: normalizeSearchText(title) and searchKey(title). */
  search_text: string;
  search_key: string;
  /** lib/listing-words.ts `listingWordKeys`: the title's indexed words, ` iphone 15 pro ~apple ` (the word index's field 0, and the titles' trigram index). */
  title_key: string;
  /** lib/listing-words.ts `listingWordKeys`: the description's indexed words the title lacks (the word index's field 1). */
  body_key: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** lib/listing-states.ts: active, reserved, sold, expired, archived. */
  status: Generated<ListingStatus>;
  /** 1 while active or reserved (shown in lists), derived by the database from `status`. */
  listed: ColumnType<number, never, never>;
  /** The sort date: the last raise, else the creation (a raised listing's `raised_at`). */
  listed_at: Timestamp;
  expires_at: Timestamp;
  reserved_for: number | null;
  reserved_until: Timestamp | null;
  /** The buyer it was sold to; null when sold elsewhere (or not sold). */
  sold_to: number | null;
  /** When it was sold (issue 24: the review window runs from it). */
  sold_at: Timestamp | null;
  /** Hidden by a moderator (issue 23): the state it had, the reason its owner sees, when its one review was asked. */
  hidden_from: ListingStatus | null;
  hidden_reason: string | null;
  review_asked_at: Timestamp | null;
  /** 1: the listing offers the safe deal (issue 39, its seller's choice). */
  safe_deal: Generated<number>;
  /** Its kind's facets of its own fields (own-fields.ts `prepare`; migration 20261129-1010), 0 for a kind without. */
  facets: Generated<number>;
}

/** Who wrote to a listing's seller about it (a chat started from the listing). */
export interface ListingInquiriesTable {
  listing_id: number;
  user_id: number;
  room_id: number;
  created_at: Timestamp;
  /** When the pair were asked to review each other after their conversation (issue 24). */
  review_invited_at: Timestamp | null;
}

/** Something a user is told (issue 22: expiry reminders), once per `dedupe_key`. */
export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  listing_id: number | null;
  /** JSON: what the notice says beyond its type. */
  data: Generated<string>;
  dedupe_key: string;
  /** When it was last told (a grouped notice told again while unread moves up). */
  created_at: Timestamp;
  read_at: Timestamp | null;
  /** How many events a grouped notice stands for (a chat's new messages, a listing's likes). */
  count: Generated<number>;
}

/** A kind of notice a user switched off on a channel (issue 25; lib/notice-kinds.ts topics). */
export interface NoticeMutesTable {
  user_id: number;
  topic: string;
  channel: 'inapp' | 'telegram';
}

/** A notice to send outside the site (Telegram): the outbox, one row per channel, user and event. */
export interface DeliveriesTable {
  id: Generated<number>;
  user_id: number;
  channel: string;
  dedupe_key: string;
  /** What to say: the notice's kind, listing, data (JSON) and count when it was told. */
  type: string;
  listing_id: number | null;
  data: string;
  count: Generated<number>;
  status: Generated<'pending' | 'sent' | 'dropped'>;
  attempts: Generated<number>;
  next_at: Timestamp;
  /** A worker holds it until then (a crashed worker's claim lapses). */
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type SavedSearchFrequency = 'instant' | 'daily' | 'weekly' | 'off';

/** A list's filters a user keeps, with how often to hear of new listings (issue 25). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  kind: ListingKind;
  name: string;
  query: string;
  /** The folded words (lib/text.ts searchWords), space-separated; every one must be in a listing's search key. */
  words: string;
  /** Three letters of the longest word, or '': the index's word key. */
  anchor: string;
  /** The category (0: any) and region (0: any). */
  category_key: number;
  region_key: number;
  district_id: number | null;
  price_min: number | null;
  price_max: number | null;
  condition: ProductCondition | null;
  frequency: SavedSearchFrequency;
  unsubscribe_token: string;
  created_at: Timestamp;
  /** When its owner last looked at its listings ("N new since you looked"). */
  seen_at: Timestamp;
  last_alert_at: Timestamp | null;
}

export interface SavedSearchHitsTable {
  search_id: number;
  listing_id: number;
  created_at: Timestamp;
  alerted_at: Timestamp | null;
}

export interface JobCursorsTable {
  name: string;
  value: number;
}

export interface TelegramLinksTable {
  user_id: number;
  chat_id: string;
  username: string | null;
  linked_at: Timestamp;
}

export interface TelegramLinkCodesTable {
  code: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Sockets a user has open on an instance, refreshed while they are (`seen_at`). */
export interface SocketPresenceTable {
  instance: string;
  user_id: number;
  sockets: number;
  seen_at: Timestamp;
}

export interface ListingImagesTable {
  id: Generated<number>;
  listing_id: number;
  image_key: string;
  position: number;
  /** lib/image-fingerprint.ts: the 64-bit difference hash (16 hex) and how much detail it rests on; null for photos stored before. */
  fingerprint: Generated<string | null>;
  detail: Generated<number | null>;
}

/** A photo's fingerprint bands (`0:a3` … `7:67`), by which near-duplicates are looked up. */
export interface ImageBandsTable {
  band: string;
  image_id: number;
}

export interface ListingLikesTable {
  listing_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** Listings per kind, category and district, kept in step with every write. */
export interface ListingCountsTable {
  kind: ListingKind;
  category_id: number;
  location_id: number;
  region_id: number;
  count: number;
}

/** Listings of a kind in all (`category_id` and `region_id` 0), per category, per region, per both. */
/**
 * The word index (issue 36): a row per indexed word of a listed listing, kept by triggers from
 * `title_key` (field 0) and `body_key` (field 1); `sort` is `listed_at` in milliseconds.
 */
export interface ListingWordsTable {
  kind: ListingKind;
  field: 0 | 1;
  word: string;
  sort: number;
  listing_id: number;
  /** The listing's price (products), so that a search by price needs no other read. */
  price: number | null;
  /** The listing's facets (`listings.facets`), so that a search checks its kind's filters on the index. */
  facets: Generated<number>;
}

/** The words of listings' search keys, with how many listings of a kind hold each: the vocabulary typos are corrected to (lib/typo.ts). */
export interface SearchWordsTable {
  kind: ListingKind;
  word: string;
  /** The word as a title writes it (`qoʻy` for `koy`), to show a correction in. */
  display: string;
  /** Its first letter and length, by which candidates are looked up. */
  initial: string;
  length: number;
  listings: number;
}

export interface ListingTotalsTable {
  kind: ListingKind;
  category_id: number;
  region_id: number;
  count: number;
}

export interface CommentsTable {
  id: Generated<number>;
  listing_id: number;
  author_id: number;
  /** The comment a reply answers; null for a comment. Replies are one level deep. */
  parent_id: number | null;
  text: string;
  likes_count: Generated<number>;
  replies_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Hidden by a moderator: its author still sees it, with this reason. */
  hidden_reason: string | null;
  review_asked_at: Timestamp | null;
}

export interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ChatRoomsTable {
  id: Generated<number>;
  /** The pair, smaller user id first: one room per pair (unique index). */
  user_low_id: number;
  user_high_id: number;
  name: string;
  /** The listing the room was last started from; null when none or deleted. */
  listing_id: number | null;
  last_message_id: number | null;
  created_at: Timestamp;
  /** Last activity: the newest message, or the room's creation. */
  updated_at: Timestamp;
}

/** One participant's own view of a room. Flags are 0 or 1. */
export interface ChatMembersTable {
  room_id: number;
  user_id: number;
  unread_count: Generated<number>;
  last_read_message_id: Generated<number>;
  cleared_message_id: Generated<number>;
  hidden: Generated<number>;
  /** This member blocked the other: the other's sends are refused. */
  blocked: Generated<number>;
}

export type ChatFileType = 'image' | 'audio' | 'video';

export interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  content: string;
  file_key: string | null;
  file_type: ChatFileType | null;
  created_at: Timestamp;
}

export type ReportTarget = 'listing' | 'comment' | 'user' | 'message' | 'review';

export interface BannedPhonesTable {
  phone_number: string;
  banned_at: Timestamp;
  case_id: number | null;
}

/** One target's reports and rule hits meet in its one open case, decided once by a moderator. */
export interface ModerationCasesTable {
  id: Generated<number>;
  target_type: ReportTarget;
  target_id: number;
  owner_id: number | null;
  listing_kind: ListingKind | null;
  region_id: number | null;
  status: Generated<'open' | 'decided'>;
  rule: string | null;
  reports_count: Generated<number>;
  opened_at: Timestamp;
  last_report_at: Timestamp | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decision: string | null;
  decision_reason: string | null;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  case_id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  note: string | null;
  status: Generated<'open' | 'upheld' | 'dismissed'>;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

/** The audit log: who did what to a case, when and why (moderator null: the site's rules). */
export interface ModerationActionsTable {
  id: Generated<number>;
  case_id: number;
  moderator_id: number | null;
  action: string;
  reason: string | null;
  created_at: Timestamp;
}

/** A review (issue 24): one per author, target and listing; see migrations/20261126-1600-reviews.ts. */
export interface ReviewsTable {
  id: Generated<number>;
  listing_id: number;
  author_id: number;
  target_id: number;
  role: 'buyer' | 'seller';
  stars: number;
  reasons: Generated<string>;
  text: string | null;
  answer: string | null;
  answered_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  visible_at: Timestamp | null;
  held: Generated<number>;
  hidden_reason: string | null;
  counted: Generated<number>;
  weight: number;
}

/** A person's score sums (lib/review-rules.ts), kept as reviews become visible or grow old. */
export interface UserRatingsTable {
  user_id: number;
  weighted_stars: number;
  weight: number;
  count: number;
  updated_at: Timestamp;
}

/** Who used which device cookie or address, as keyed hashes (issue 24: reviews between accounts that share one are held). */
export interface UserTracesTable {
  user_id: number;
  kind: 'device' | 'address';
  value_hash: string;
  seen_at: Timestamp;
}

/** A published version of a page's copy (issue 37; migrations/20261129-0300-page-copy.ts): the three languages as one JSON text. */
export interface PageCopyVersionsTable {
  page: string;
  version: number;
  copy: string;
  action: 'files' | 'publish' | 'restore' | 'reset';
  from_version: number | null;
  editor_id: number | null;
  created_at: Timestamp;
}

/** The one draft a page has while marketers edit it; every save names the revision it was made on. */
export interface PageCopyDraftsTable {
  page: string;
  copy: string;
  base_version: number;
  revision: number;
  editor_id: number | null;
  updated_at: Timestamp;
}

/** Staff actions outside moderation cases (a copy's publish, restore, reset): who, what, on what, with what. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject: string;
  /** JSON. */
  detail: Generated<string>;
  created_at: Timestamp;
}

/** The Central Bank's rate of a currency for a day (issue 38): so'm tiyin per one unit. */
export interface ExchangeRatesTable {
  currency: string;
  /** The day the bank set it for, `YYYY-MM-DD`. */
  date: string;
  rate_tiyin: number;
  fetched_at: Timestamp;
}

/** A real-estate listing's own fields (issue 38, lib/real-estate.ts): one row per listing. */
export interface RealEstateFieldsTable {
  listing_id: number;
  deal: Deal;
  rooms: number | null;
  /** Hundredths of a square metre. */
  area_dm2: number | null;
  land_m2: number | null;
  floor: number | null;
  floors: number | null;
  material: Material | null;
  new_building: number | null;
  repair: Repair | null;
  furnished: number | null;
  seller_type: SellerType;
  commission_permille: number | null;
  landmark: string | null;
  currency: Currency;
  /** Minor units of `currency`, as entered. */
  price_minor: number;
  /** Whole so'm per m² at the rate of `rated_on`. */
  price_m2: number | null;
  rated_on: string | null;
  /** The listing's, kept equal by triggers (migration 20261129-0710): a list with the kind's filters reads only this table. */
  location_id: number | null;
  listed: Generated<number>;
  status: ListingStatus | null;
  category_id: number | null;
  region_id: number | null;
  /** Whole so'm, as `listings.price`. */
  price: number | null;
  listed_at: string | null;
}

/** A safe deal (issue 39, lib/safe-deal.ts): amounts in tiyin, times ISO instants. */
export interface DealsTable {
  id: Generated<number>;
  /** Null once the listing is deleted (the deal keeps its title and price). */
  listing_id: number | null;
  listing_kind: ListingKind;
  listing_title: string;
  buyer_id: number;
  seller_id: number;
  state: DealState;
  price_tiyin: number;
  fee_tiyin: Generated<number>;
  requested_at: Timestamp;
  accepted_at: Timestamp | null;
  paid_at: Timestamp | null;
  handed_over_at: Timestamp | null;
  disputed_at: Timestamp | null;
  /** When an undecided dispute was flagged overdue to moderators. */
  overdue_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** When it reached a final state (completed, cancelled, refunded). */
  closed_at: Timestamp | null;
  /** The next deadline and the clock's move then (lib/safe-deal.ts `deadlineFrom`). */
  due_at: Timestamp | null;
  due_move: DealMove | null;
  /** deals/handover-code.ts: the keyed hash of the buyer's six-digit code. */
  handover_code_hash: string | null;
  code_attempts: Generated<number>;
  /** The provider's receipt of the hold. */
  receipt_id: string | null;
  card_masked: string | null;
  /** How many moves it has made. */
  version: Generated<number>;
}

/** A deal's timeline: one row a move. */
export interface DealEventsTable {
  id: Generated<number>;
  deal_id: number;
  at: Timestamp;
  move: DealEventName;
  /** Null for the clock and the provider. */
  actor_id: number | null;
  from_state: DealState | null;
  to_state: DealState;
  note: string | null;
}

/** A movement of money (lib/ledger.ts), posted once per `key`. */
export interface LedgerMovementsTable {
  id: Generated<number>;
  deal_id: number | null;
  kind: Movement;
  key: string;
  provider_ref: string | null;
  at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  movement_id: number;
  deal_id: number | null;
  account: LedgerAccount;
  direction: 'debit' | 'credit';
  amount_tiyin: number;
  at: Timestamp;
}

export type PaymentOp = 'create_hold' | 'pay' | 'capture' | 'release' | 'payout';
export type PaymentCallState = 'started' | 'done' | 'failed' | 'unknown';

/** The journal of calls to the payment provider: one row per idempotency key. */
export interface PaymentCallsTable {
  key: string;
  deal_id: number | null;
  op: PaymentOp;
  state: PaymentCallState;
  receipt_id: string | null;
  error: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LedgerFindingKind = 'unbalanced_movement' | 'deal_books' | 'receipt_unknown' | 'receipt_state' | 'receipt_amount' | 'hold_missing';

/** A difference the daily books check found (issue 39; migration 20261129-0900): once per kind and subject. */
export interface LedgerFindingsTable {
  id: Generated<number>;
  kind: LedgerFindingKind;
  /** `receipt:<id>`, `deal:<id>` or `movement:<id>`: what it is about, unique with the kind. */
  subject: string;
  deal_id: number | null;
  receipt_id: string | null;
  /** JSON: what was found against what was expected. */
  detail: Generated<string>;
  found_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
}

/** What a seller has been paid out in all (the payouts' conditional UPDATE). */
export interface PayoutBalancesTable {
  seller_id: number;
  paid_tiyin: Generated<number>;
  updated_at: Timestamp;
}

/** Who marked a payout paid: one row per seller and bank reference. */
export interface PayoutLogTable {
  id: Generated<number>;
  seller_id: number;
  operator_id: number;
  amount_tiyin: number;
  reference: string;
  at: Timestamp;
}

export interface DB {
  regions: RegionsTable;
  locations: LocationsTable;
  categories: CategoriesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  auth_tokens: AuthTokensTable;
  sms_codes: SmsCodesTable;
  rate_limits: RateLimitsTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  image_bands: ImageBandsTable;
  listing_inquiries: ListingInquiriesTable;
  notices: NoticesTable;
  banned_phones: BannedPhonesTable;
  moderation_cases: ModerationCasesTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  listing_likes: ListingLikesTable;
  listing_counts: ListingCountsTable;
  listing_totals: ListingTotalsTable;
  search_words: SearchWordsTable;
  listing_words: ListingWordsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  reviews: ReviewsTable;
  user_ratings: UserRatingsTable;
  user_traces: UserTracesTable;
  notice_mutes: NoticeMutesTable;
  deliveries: DeliveriesTable;
  saved_searches: SavedSearchesTable;
  saved_search_hits: SavedSearchHitsTable;
  job_cursors: JobCursorsTable;
  telegram_links: TelegramLinksTable;
  telegram_link_codes: TelegramLinkCodesTable;
  socket_presence: SocketPresenceTable;
  page_copy_versions: PageCopyVersionsTable;
  page_copy_drafts: PageCopyDraftsTable;
  audit_log: AuditLogTable;
  exchange_rates: ExchangeRatesTable;
  real_estate_fields: RealEstateFieldsTable;
  deals: DealsTable;
  deal_events: DealEventsTable;
  ledger_movements: LedgerMovementsTable;
  ledger_entries: LedgerEntriesTable;
  payment_calls: PaymentCallsTable;
  ledger_findings: LedgerFindingsTable;
  payout_balances: PayoutBalancesTable;
  payout_log: PayoutLogTable;
}
