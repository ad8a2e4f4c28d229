import type { Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../database.ts';
import * as referenceData from './20261122-0900-reference-data.ts';
import * as accounts from './20261122-1400-accounts.ts';
import * as listings from './20261123-0900-listings.ts';
import * as comments from './20261123-1200-comments.ts';
import * as chats from './20261124-0900-chats.ts';
import * as listingTotals from './20261125-0800-listing-totals.ts';
import * as categorySearchWords from './20261125-1100-category-search-words.ts';
import * as searchWords from './20261125-1200-search-words.ts';
import * as titleSearch from './20261125-1300-title-search.ts';
import * as listingLifecycle from './20261126-0900-listing-lifecycle.ts';
import * as moderation from './20261126-1300-moderation.ts';
import * as reviews from './20261126-1600-reviews.ts';
import * as notifications from './20261126-2000-notifications.ts';
import * as listingPaused from './20261128-0300-listing-paused.ts';
import * as wordIndex from './20261129-0100-word-index.ts';
import * as userRoles from './20261129-0200-user-roles.ts';
import * as pageCopy from './20261129-0300-page-copy.ts';
import * as exchangeRates from './20261129-0500-exchange-rates.ts';
import * as realEstate from './20261129-0600-real-estate.ts';
import * as realEstatePlace from './20261129-0700-real-estate-place.ts';
import * as realEstateLists from './20261129-0710-real-estate-lists.ts';
import * as safeDeals from './20261129-0800-safe-deals.ts';
import * as listingSafeDeal from './20261129-0810-listing-safe-deal.ts';
import * as payouts from './20261129-0900-payouts.ts';
import * as realEstateArea from './20261129-1000-real-estate-area.ts';
import * as listingFacets from './20261129-1010-listing-facets.ts';
import * as realEstateCountSorts from './20261129-1100-real-estate-count-sorts.ts';

export interface ForwardMigration {
  up(db: Kysely<unknown>, kind: DatabaseKind, database?: Pick<Database, 'replaceInTableSql'>): Promise<void>;
}

/**
 * Every migration, by name; names sort in the order they run. Forward-only: a landed migration
 * is never edited, a change is a new file here.
 */
export const migrations: Record<string, ForwardMigration> = {
  '20261122-0900-reference-data': referenceData,
  '20261122-1400-accounts': accounts,
  '20261123-0900-listings': listings,
  '20261123-1200-comments': comments,
  '20261124-0900-chats': chats,
  '20261125-0800-listing-totals': listingTotals,
  '20261125-1100-category-search-words': categorySearchWords,
  '20261125-1200-search-words': searchWords,
  '20261125-1300-title-search': titleSearch,
  '20261126-0900-listing-lifecycle': listingLifecycle,
  '20261126-1300-moderation': moderation,
  '20261126-1600-reviews': reviews,
  '20261126-2000-notifications': notifications,
  '20261128-0300-listing-paused': listingPaused,
  '20261129-0100-word-index': wordIndex,
  '20261129-0200-user-roles': userRoles,
  '20261129-0300-page-copy': pageCopy,
  '20261129-0500-exchange-rates': exchangeRates,
  '20261129-0600-real-estate': realEstate,
  '20261129-0700-real-estate-place': realEstatePlace,
  '20261129-0710-real-estate-lists': realEstateLists,
  '20261129-0800-safe-deals': safeDeals,
  '20261129-0810-listing-safe-deal': listingSafeDeal,
  '20261129-0900-payouts': payouts,
  '20261129-1000-real-estate-area': realEstateArea,
  '20261129-1010-listing-facets': listingFacets,
  '20261129-1100-real-estate-count-sorts': realEstateCountSorts,
};
