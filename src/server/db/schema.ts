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

export type CategoryKind = 'product' | 'service';

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
  location_id: number | null;
  profile_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface DB {
  regions: RegionsTable;
  locations: LocationsTable;
  categories: CategoriesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  sms_codes: SmsCodesTable;
  rate_limits: RateLimitsTable;
}
