import { COUNT_CAP, pageWindow, SEARCH_COUNT_CAP, searchCountCap } from '../../lib/paging.ts';
import { onceAsync } from '../../lib/once.ts';
import { categorySearchKey, listingSearchFields } from '../../lib/category-words.ts';
import type { SearchDictionary } from '../../lib/listing-words.ts';
import { categoryHolds, searchTerms, type SearchTerm } from '../../lib/search-tiers.ts';
import type { ListingSearchRepository } from './listing-search.repository.ts';
import { switchLayout } from '../../lib/keyboard-layout.ts';
import { closestWord, maxTypos } from '../../lib/typo.ts';
import { searchWords } from '../../lib/text.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Category, CatalogService } from '../catalog/catalog.service.ts';
import type { Clock } from '../clock.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { expiryFrom, isListed, type ListingStatus } from '../../lib/listing-states.ts';
import {
  LISTING_KIND_NAMES,
  LISTING_KINDS,
  safeDealByDefault,
  termDays,
  type KindOwnFilters,
  type ListingKind,
  type ProductCondition,
  type ListingRecord,
} from '../../lib/listing-kinds.ts';
import type { KindOwnFields, OwnFieldsStores, SimilarTier } from './own-fields.ts';
import { AppError, fieldError } from '../errors.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { deleteImage, storeImage, type StoredImage } from '../media/images.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { Upload } from '../media/upload.ts';
import type { PageInvalidation } from '../page-cache/invalidation.ts';
import type { Quotas } from '../rate-limit/quotas.ts';
import { listingChangeTags } from '../page-cache/policy.ts';
import { wordIndexServes, type ListingFilter, type ListingOrder, type ListingsRepository, type RecordRow } from './listings.repository.ts';
import { ratingAt } from '../reviews/ratings.ts';
import { isVisibleTo, needsModeratorCheck } from '../../lib/listing-visibility.ts';
import type { ContentScreen } from '../moderation/content-screen.ts';

/** What a list asks for, in the service's terms (names already resolved to ids by the caller). */
export interface ListQuery {
  kind: ListingKind;
  categoryId?: number | undefined;
  regionId?: number | undefined;
  locationIds?: number[] | undefined;
  ownerId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  condition?: ProductCondition | undefined;
  /** Only listings that offer the safe deal (issue 39). */
  safeDeal?: true | undefined;
  /** The kind's own filters (real estate's: lib/real-estate.ts); the price bounds are in their currency. */
  own?: KindOwnFilters | undefined;
  search?: string | undefined;
  /** Search the words as typed only: no second try on the other keyboard layout. */
  asTyped?: boolean | undefined;
  /** The states shown: active and reserved (what lists show) unless named. */
  states?: readonly ListingStatus[] | undefined;
  order: ListingOrder;
  page: number;
  pageSize: number;
}

export interface ListingPage {
  records: ListingRecord[];
  count: number;
  /** True when there are more matches than `count` says (a search counts a little past its page: searchCountCap). */
  countCapped: boolean;
  /** The search shown instead of the one typed: the same keys on the other keyboard layout (lib/keyboard-layout.ts). */
  shownFor?: string;
  /** A search's listings hold its words as words (the word index found them), not only inside other words: no other layout is tried. */
  worded?: boolean;
}

/** A search that finds fewer than this is tried on the other keyboard layout too. */
const FEW_RESULTS = 3;

/** Fields a person writes; the kind decides which apply (products: price, condition, stock). */
export interface ListingInput {
  title: string;
  description: string;
  /** The category by id, or (a kind whose categories are its types: real estate) by slug. */
  categoryId?: number | undefined;
  categorySlug?: string | undefined;
  /** The kind's own fields (own-fields.ts): real estate's. */
  own?: KindOwnFields | undefined;
  locationId?: number | undefined;
  price?: number | null | undefined;
  condition?: ProductCondition | null | undefined;
  inStock?: boolean | undefined;
  /** Whether it offers the safe deal (issue 39), as its seller says; not said: a new listing by its price, an edit keeps it. */
  safeDeal?: boolean | undefined;
}

/**
 * The listing core: products and services are kinds of one listing (DESIGN.md "Data"), with
 * the same images, category, place, owner, likes and search. Every write checks the owner and
 * leaves nothing half-done: images are stored before the transaction and removed again if it
 * fails; files of removed images go only after it committed.
 */
export function createListingsService(deps: {
  listings: ListingsRepository;
  users: UsersRepository;
  catalog: CatalogService;
  locations: LocationsService;
  media: MediaStore;
  pages: PageInvalidation;
  quotas: Quotas;
  clock: Clock;
  /** Holds a listing whose text breaks a rule of lib/moderation-rules.ts, or whose photo is another seller's, for review (issue 23). */
  screen: ContentScreen;
  /** Hears of each new listing once it is stored and screened (issue 25: saved searches are matched). */
  listed?: (() => void) | undefined;
  /** The word index's search of listed listings (issue 36). */
  search: ListingSearchRepository;
  /** Spellings and synonyms, applied when a listing is indexed and when a query is read (lib/search-dictionary.ts). */
  dictionary: SearchDictionary;
  /** The own fields of the kinds that have them (issue 38: real estate), by kind. */
  own?: OwnFieldsStores | undefined;
  /** Goods from this price (whole so'm, SAFE_DEAL_MIN_PRICE) offer the safe deal unless their seller says not (issue 39). */
  safeDealMinPrice: number;
}) {
  const { listings, users, catalog, locations, media, pages, quotas, clock, screen, search, dictionary } = deps;
  const ownOf = (kind: ListingKind) => deps.own?.[kind];
  // Categories are reference data, seeded at start and never changed while running: mapped by id once (places: LocationsService).
  const categoriesById = (kind: ListingKind) => onceAsync(async () => new Map((await catalog.listCategories(kind)).map((category) => [category.id, category])));
  const categoriesOf = Object.fromEntries(LISTING_KIND_NAMES.map((kind) => [kind, categoriesById(kind)])) as Record<
    ListingKind,
    () => Promise<Map<number, Category>>
  >;
  // Each category's words (names and everyday words, lib/category-words.ts) with the dictionary's keys they spell, for a search word's category matches.
  const categoryWordsOf = Object.fromEntries(
    LISTING_KIND_NAMES.map((kind) => [
      kind,
      onceAsync(async () =>
        [...(await categoriesOf[kind]()).values()].map((category) => ({
          id: category.id,
          words: new Set(dictionary.indexWords(categorySearchKey(category).split(' '))),
        })),
      ),
    ]),
  ) as Record<ListingKind, () => Promise<Array<{ id: number; words: Set<string> }>>>;

  /** A query's words as the word index reads them: each with the dictionary's keys and the categories that hold it (lib/search-tiers.ts). */
  async function termsOf(kind: ListingKind, words: string[]): Promise<SearchTerm[]> {
    const categories = await categoryWordsOf[kind]();
    return searchTerms(words, dictionary, (term) => categories.filter((category) => categoryHolds(category.words, term)).map((category) => category.id));
  }

  /** Records of rows read with all they show (listings.repository.ts `recordRows`): categories and places are kept in memory, a kind's own fields get their records (the day's rate). */
  async function toRecords(rows: RecordRow[]): Promise<ListingRecord[]> {
    if (rows.length === 0) return [];
    const kinds = [...new Set(rows.map((row) => row.kind))];
    const now = clock();
    const [categoryMaps, placeOf, ownMaps] = await Promise.all([
      Promise.all(kinds.map((kind) => categoriesOf[kind]())),
      locations.placesById(),
      Promise.all(
        kinds.map((kind) => ownOf(kind)?.records(new Map(rows.flatMap((row) => (row.kind === kind && row.own !== null ? [[row.id, row.own] as const] : []))))),
      ),
    ]);
    const categoryOf = new Map(categoryMaps.flatMap((map) => [...map]));
    const ownById = new Map(ownMaps.flatMap((map) => (map ? [...map] : [])));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      description: row.description,
      price: row.price === null ? null : Number(row.price),
      condition: row.condition,
      inStock: Number(row.in_stock) === 1,
      likes: Number(row.likes_count),
      commentsCount: Number(row.comments_count),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      category: categoryOf.get(row.category_id)!,
      location: placeOf.get(row.location_id)!,
      images: row.images,
      owner: {
        id: row.owner_id,
        username: row.owner.username,
        profileImage: row.owner.profile_image,
        location: row.owner.location_id === null ? null : (placeOf.get(row.owner.location_id) ?? null),
        rating: ratingAt(row.scoreSums ?? undefined, now),
      },
      status: row.status,
      listedAt: row.listed_at,
      expiresAt: row.expires_at,
      reservedFor: row.reserved_for,
      reservedUntil: row.reserved_until,
      soldTo: row.sold_to,
      hiddenReason: row.hidden_reason,
      reviewAskedAt: row.review_asked_at,
      own: ownById.get(row.id) ?? null,
      safeDeal: Number(row.safe_deal) === 1,
    }));
  }

  /** A listing as written goes through the screen: published, and held for review when its text breaks a rule. */
  async function screenRecord(record: ListingRecord, photos: StoredImage[]): Promise<void> {
    const regionId = await locations.regionIdOf(record.location.id);
    const target = { type: 'listing' as const, id: record.id, ownerId: record.owner.id, listingKind: record.kind, regionId };
    await screen.text(target, `${record.title}\n${record.description}`);
    await screen.photos(
      target,
      photos.flatMap((photo) => (photo.fingerprint ? [photo.fingerprint] : [])),
    );
  }

  /** Records in the order of `ids`. */
  async function recordsOf(ids: number[]): Promise<ListingRecord[]> {
    const byId = new Map((await toRecords(await listings.recordRows(ids))).map((record) => [record.id, record]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Why a write that holds the owner found nothing: the listing is gone or another kind (404), or someone else's (403). */
  async function refuseWrite(kind: ListingKind, id: number, trx: Transaction<DB>): Promise<never> {
    const row = await listings.findRow(id, trx);
    throw new AppError(row?.kind === kind ? 'not_owner' : 'not_found');
  }

  /**
   * Category of the kind, and the place: the one given, else the owner's own (else SPEC.md's
   * message of the kind: `location_info_error` for products, `locationMissing` for services).
   */
  async function resolvePlacement(
    kind: ListingKind,
    ownerId: number,
    input: ListingInput,
  ): Promise<{ locationId: number; regionId: number; category: Category }> {
    const category =
      input.categorySlug !== undefined
        ? await catalog.findCategoryByName(kind, input.categorySlug)
        : input.categoryId !== undefined
          ? await catalog.findCategory(kind, input.categoryId)
          : null;
    if (!category)
      throw fieldError(
        input.categorySlug !== undefined ? 'property_type' : 'category_id',
        input.categorySlug !== undefined ? LISTING_KINDS[kind].text.categoryRequired : 'categoryNotFound',
      );
    let locationId = input.locationId;
    if (locationId === undefined) {
      const [owner] = await users.findByIds([ownerId]);
      if (owner?.location_id == null) throw fieldError('location_id', LISTING_KINDS[kind].text.noPlace);
      locationId = owner.location_id;
    }
    await locations.requireLocation(locationId);
    return { locationId, regionId: (await locations.regionIdOf(locationId))!, category };
  }

  /**
   * The columns a listing's form sets; its search key holds its category's names and words too
   * (lib/category-words.ts). A kind with own fields sets its price (in so'm) and its facets from
   * them (`prepareOwn`).
   */
  function textFields(input: ListingInput, category: Category, own: { price?: number | null | undefined; facets: number }) {
    return {
      title: input.title,
      description: input.description,
      categoryId: category.id,
      price: priceOf(input, own.price),
      facets: own.facets,
      condition: input.condition ?? null,
      inStock: input.inStock ?? true,
      ...listingSearchFields(input.title, input.description, category, dictionary),
    };
  }

  /** The price a write stores: a kind's own (in so'm, from its fields), else the form's. */
  const priceOf = (input: ListingInput, ownPrice?: number | null): number | null => (ownPrice !== undefined ? ownPrice : (input.price ?? null));

  /**
   * Whether a listing offers the safe deal after a write (issue 39): never for a kind without it;
   * else as the seller says, and when they do not, what it offered (an edit) or the default by price
   * (a new listing: lib/listing-kinds.ts `safeDealByDefault`).
   */
  function safeDealOf(kind: ListingKind, input: ListingInput, price: number | null, before?: { safe_deal: number }): boolean {
    if (!LISTING_KINDS[kind].has.safeDeal) return false;
    if (input.safeDeal !== undefined) return input.safeDeal;
    return before ? Number(before.safe_deal) === 1 : safeDealByDefault(kind, price, deps.safeDealMinPrice);
  }

  /** Stores every file or none, each with its fingerprint: on any failure the ones already stored are removed. */
  async function storeAll(files: Upload[], ownerId: number): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const file of files) stored.push(await storeImage(media, file, 'listings', `u${ownerId}`, { fingerprint: true }));
      return stored;
    } catch (error) {
      await removeFiles(stored.map((image) => image.key));
      throw error;
    }
  }

  async function removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => deleteImage(media, key).catch(() => {})));
  }

  function checkImageCount(kind: ListingKind, count: number): void {
    const max = LISTING_KINDS[kind].limits.images;
    if (count < 1) throw fieldError('images', 'at_least_one_image_required');
    if (count > max) throw fieldError('images', 'maxImagesError', { max });
  }

  /** A kind's own fields as a write stores them: its so'm price, its facets, and the write of its row (nothing for a kind without). */
  async function prepareOwn(kind: ListingKind, input: ListingInput) {
    const store = ownOf(kind);
    if (!store) return { price: undefined, facets: 0, save: async (..._: unknown[]) => {} };
    if (!input.own) throw new AppError('validation_error');
    return store.prepare(input.own);
  }

  /**
   * A search that found nothing with its typos corrected (lib/typo.ts): each word of four letters
   * or more that is not the start of a word of the vocabulary becomes the nearest common word
   * (`samsng` → `samsung`); null when no word changes.
   */
  async function correctTypos(kind: ListingKind, search: string): Promise<string | null> {
    let changed = false;
    // The words as typed, each replaced by its correction's form in the titles when it has one.
    const words = await Promise.all(
      search
        .trim()
        .split(/\s+/)
        .map(async (typed) => {
          const [word] = searchWords(typed);
          if (!word || word.length < 4 || searchWords(typed).length > 1) return typed;
          const near = await listings.vocabularyNear(kind, word, maxTypos(word));
          if (near.some((candidate) => candidate.word.startsWith(word))) return typed;
          const closest = closestWord(word, near);
          if (closest === null) return typed;
          changed = true;
          return near.find((candidate) => candidate.word === closest)!.display;
        }),
    );
    return changed ? words.join(' ') : null;
  }

  /** Whether a kind's own table holds a list (own-fields.ts `OwnListFilter`): listed listings, without words, owner or condition. */
  const ownListServes = (filter: ListingFilter): boolean =>
    !filter.words?.length &&
    filter.ownerId === undefined &&
    filter.condition === undefined &&
    filter.safeDeal === undefined &&
    (filter.states ?? []).every(isListed);

  /** A page of a list as asked: a search's (best matches first unless another order is asked) or the list's. */
  async function listPage(query: ListQuery): Promise<ListingPage> {
    const words = query.search ? searchWords(query.search) : [];
    const store = ownOf(query.kind);
    // A kind's own filters as conditions, and the price bounds in so'm (given in dollars: at the day's rate).
    const own = store && query.own ? await store.filter(query.own, { min: query.minPrice, max: query.maxPrice }) : { min: query.minPrice, max: query.maxPrice };
    const filter: ListingFilter = {
      kind: query.kind,
      categoryId: query.categoryId,
      regionId: query.regionId,
      locationIds: query.locationIds,
      ownerId: query.ownerId,
      minPrice: own.min,
      maxPrice: own.max,
      condition: query.condition,
      safeDeal: query.safeDeal,
      states: query.states,
      own: 'conditions' in own ? own.conditions : undefined,
      ...(words.length > 0 && { words }),
    };
    const offset = (query.page - 1) * query.pageSize;
    if (words.length > 0) {
      // A search pages as far as SEARCH_COUNT_CAP; past that, or past its end, the page is empty. It counts a little past the page (searchCountCap).
      const size = Math.max(0, Math.min(query.pageSize, SEARCH_COUNT_CAP - offset));
      const cap = searchCountCap(offset, size);
      const order = query.order === 'relevance' ? 'relevance' : query.order;
      let page: { ids: number[]; count: number; worded?: boolean };
      if (order === 'price_m2') {
        // A kind's own order among the search's SEARCH_COUNT_CAP matches newest first, as a search by price ranks them.
        const matches = wordIndexServes(filter)
          ? await search.orderedPage(filter, await termsOf(query.kind, words), 'newest', 0, SEARCH_COUNT_CAP, cap)
          : await listings.searchPage(filter, 'newest', 0, SEARCH_COUNT_CAP, cap);
        const ranked = store?.sortIds ? await store.sortIds(matches.ids) : matches.ids;
        page = { ids: ranked.slice(offset, offset + size), count: matches.count };
      } else if (wordIndexServes(filter)) {
        // Listed listings: the word index (issue 36), by what the words mean and where they are.
        const terms = await termsOf(query.kind, words);
        page =
          order === 'relevance' || size === 0
            ? await search.relevancePage(filter, terms, size === 0 ? 0 : offset, size, cap)
            : await search.orderedPage(filter, terms, order, offset, size, cap);
      } else
        page =
          size === 0
            ? { ids: [], count: (await listings.count(filter, cap)).count }
            : order === 'relevance'
              ? await listings.relevancePage(filter, offset, size, cap)
              : await listings.searchPage(filter, order, offset, size, cap);
      const { ids, count, worded } = page;
      return { records: await recordsOf(ids), count: Math.min(count, cap), countCapped: count > cap, ...(worded && { worded }) };
    }
    // A list of listed listings with the kind's own filters, or in its own order, is read from the kind's own table.
    const ownList = store?.list && ownListServes(filter) ? store.list(query.own) : undefined;
    // Best match without words to rank by is the list's own order, newest first.
    const order = query.order === 'relevance' ? 'newest' : query.order;
    if (filter.own && ownList) {
      // A kind's own filters: counted as a search counts, a little past the page ("300+"), never so far
      // that the page would be read from the end (lib/paging.ts), so the page is read with its count.
      const countCap = searchCountCap(offset, query.pageSize);
      const page = await ownList.countedPage(filter, order, offset, query.pageSize, countCap);
      const countCapped = page.count > countCap;
      const count = countCapped ? countCap : page.count;
      const shown = pageWindow({ count, countCapped }, query.page, query.pageSize).read === 'start';
      return { records: shown ? await recordsOf(page.ids) : [], count, countCapped };
    }
    // An exact count (the counts tables) is given whole, so a page near the end of a long list is read from its end (lib/paging.ts).
    // A kind's own filters on a list its table does not hold (an owner's) are checked on each listing: counted a little past the page too.
    const countCap = filter.own ? searchCountCap(offset, query.pageSize) : COUNT_CAP;
    const counted = await listings.count(filter, countCap);
    const countCapped = !counted.exact && counted.count > countCap;
    const count = countCapped ? countCap : counted.count;
    const window = pageWindow({ count, countCapped }, query.page, query.pageSize);
    if (window.read === 'none') return { records: [], count, countCapped };
    if (window.read === 'too_deep') throw new AppError('page_too_deep', { fields: { page: [{ key: 'page_too_deep' }] } });
    const fromEnd = window.read === 'end';
    const ids =
      ownList && order === 'price_m2'
        ? await ownList.pageIds(filter, order, window.offset, window.size, fromEnd)
        : // A kind's own order of a list its table does not hold (an owner's): newest first.
          await listings.pageIds(filter, order === 'price_m2' ? 'newest' : order, window.offset, window.size, fromEnd);
    return { records: await recordsOf(window.read === 'end' ? ids.reverse() : ids), count, countCapped };
  }

  /**
   * A page of a list. A search that finds little (fewer than FEW_RESULTS), none of it holding its
   * words as words (the word index), as typed is tried on
   * the other keyboard layout (`ьфырштф` → `mashina`, `ntktajy` → `телефон`), and shown
   * instead when that finds more; one that finds nothing, with its typos corrected
   * (`samsng` → `samsung`). Either way `shownFor` says what was shown; `asTyped` asks for neither.
   */
  async function list(query: ListQuery): Promise<ListingPage> {
    const typed = await listPage(query);
    // Words found as words (`мёд` for the one jar of honey) are what was meant, however few.
    if (query.asTyped || !query.search || typed.count >= FEW_RESULTS || typed.worded) return typed;
    const other = switchLayout(query.search.trim());
    if (other && searchWords(other.text).length > 0) {
      const switched = await listPage({ ...query, search: other.text });
      if (switched.count > typed.count) return { ...switched, shownFor: other.text };
    }
    if (typed.count > 0) return typed;
    const corrected = await correctTypos(query.kind, query.search);
    if (!corrected) return typed;
    const fixed = await listPage({ ...query, search: corrected });
    return fixed.count > 0 ? { ...fixed, shownFor: corrected } : typed;
  }

  const service = {
    recordsOf,
    list,

    /**
     * For a search that found nothing (issue 21): how many the same search finds in all of
     * Uzbekistan (when it was narrowed to a place) and in every category (when it was narrowed
     * to one), as `list` counts them (the other keyboard layout included); and, for a search
     * asked as typed, what `list` would have shown instead (the other layout, or the typos
     * corrected). Without `asTyped`, `list` has tried those already: they found nothing here.
     */
    async widerCounts(query: ListQuery): Promise<{ everywhere?: number; anyCategory?: number; instead?: { search: string; count: number } }> {
      const first = (wider: ListQuery) => list({ ...wider, page: 1, pageSize: 1 });
      const [everywhere, anyCategory, instead] = await Promise.all([
        query.regionId !== undefined || query.locationIds !== undefined ? first({ ...query, regionId: undefined, locationIds: undefined }) : undefined,
        query.categoryId !== undefined ? first({ ...query, categoryId: undefined }) : undefined,
        query.asTyped ? first({ ...query, asTyped: undefined }) : undefined,
      ]);
      return {
        ...(everywhere && { everywhere: everywhere.count }),
        ...(anyCategory && { anyCategory: anyCategory.count }),
        ...(instead?.shownFor && instead.count > 0 && { instead: { search: instead.shownFor, count: instead.count } }),
      };
    },

    /**
     * For a search (issue 34, item 6): how many listings of each other kind the same words find in
     * the same place, as `list` counts them (the other keyboard layout and typos included), for a
     * list that found few of its own kind to point at the others. Kinds that find none are left out.
     */
    async otherKindCounts(
      query: Pick<ListQuery, 'kind' | 'search' | 'asTyped' | 'regionId' | 'locationIds'>,
    ): Promise<Array<{ kind: ListingKind; count: number; search: string }>> {
      if (!query.search) return [];
      const search = query.search;
      const others = LISTING_KIND_NAMES.filter((kind) => kind !== query.kind);
      const found = await Promise.all(
        others.map((kind) =>
          list({ kind, search, asTyped: query.asTyped, regionId: query.regionId, locationIds: query.locationIds, order: 'relevance', page: 1, pageSize: 1 }),
        ),
      );
      return others.flatMap((kind, index) => (found[index]!.count > 0 ? [{ kind, count: found[index]!.count, search: found[index]!.shownFor ?? search }] : []));
    },

    /**
     * Whether `viewerId` (null: signed out) may see the listing: lib/listing-visibility.ts's rule,
     * "a hidden listing is its owner's and the moderators' only"; the role is read only when it decides.
     */
    async visibleTo(record: Pick<ListingRecord, 'status' | 'owner'>, viewerId: number | null): Promise<boolean> {
      const listing = { status: record.status, ownerId: record.owner.id };
      const moderator = needsModeratorCheck(listing, viewerId) && (await users.hasRole(viewerId!, 'moderator'));
      return isVisibleTo(listing, { userId: viewerId, moderator });
    },

    /** The listing of this kind if `viewerId` may see it (`visibleTo`), else null: a hidden one is as missing to everyone else as a deleted one. */
    async getVisible(kind: ListingKind, id: number, viewerId: number | null): Promise<ListingRecord | null> {
      const record = await service.get(kind, id);
      return record && (await service.visibleTo(record, viewerId)) ? record : null;
    },

    /** The listing of this kind, or null; with `ownerId`, only if it is theirs (someone else's is as missing as a deleted one). */
    async get(kind: ListingKind, id: number, ownerId?: number): Promise<ListingRecord | null> {
      const [row] = await listings.recordRows([id]);
      if (!row || row.kind !== kind || (ownerId !== undefined && row.owner_id !== ownerId)) return null;
      return (await toRecords([row]))[0]!;
    },

    /**
     * Up to `limit` others like it, from the first of `tiers` (each a list's filters of the kind)
     * on until there are enough: a kind's own "similar" (real estate: type, rooms, district).
     */
    async similar(record: ListingRecord, tiers: SimilarTier[], limit = 8): Promise<ListingRecord[]> {
      const chosen: number[] = [];
      for (const tier of tiers) {
        if (chosen.length >= limit) break;
        const page = await listPage({ ...tier, kind: record.kind, order: 'newest', page: 1, pageSize: limit + chosen.length + 1 });
        for (const each of page.records) if (each.id !== record.id && !chosen.includes(each.id) && chosen.length < limit) chosen.push(each.id);
      }
      return recordsOf(chosen);
    },

    /**
     * Up to `limit` others: the same category in the same region first, then the category, then the
     * region; a kind with its own idea of "similar" (real estate: type, deal and rooms in the
     * district) by its tiers (own-fields.ts `similarTiers`).
     */
    async recommended(record: ListingRecord, limit = 8): Promise<ListingRecord[]> {
      const own = ownOf(record.kind)?.similarTiers;
      if (own) return service.similar(record, await own(record), limit);
      const chosen: number[] = [];
      const regionId = await locations.regionIdOf(record.location.id);
      const tiers: ListingFilter[] = [
        { kind: record.kind, categoryId: record.category.id, regionId: regionId ?? undefined },
        { kind: record.kind, categoryId: record.category.id },
        { kind: record.kind, regionId: regionId ?? undefined },
      ];
      for (const filter of tiers) {
        if (chosen.length >= limit) break;
        const ids = await listings.pageIds(filter, 'newest', 0, limit + chosen.length + 1);
        for (const id of ids) if (id !== record.id && !chosen.includes(id) && chosen.length < limit) chosen.push(id);
      }
      return recordsOf(chosen);
    },

    /** A new listing, counted against the owner's daily quota first (given back if it is refused). */
    async create(kind: ListingKind, ownerId: number, input: ListingInput, images: Upload[]): Promise<ListingRecord> {
      checkImageCount(kind, images.length);
      let photos: StoredImage[] = [];
      const id = await quotas
        .spend('listings', ownerId, async () => {
          const { category, ...place } = await resolvePlacement(kind, ownerId, input);
          const own = await prepareOwn(kind, input);
          const stored = await storeAll(images, ownerId);
          const now = clock().toISOString();
          try {
            const created = await listings.transaction(async (trx) => {
              const expiresAt = expiryFrom(new Date(now), termDays(kind, category.slug));
              const fields = textFields(input, category, own);
              const safeDeal = safeDealOf(kind, input, fields.price);
              const listingId = await listings.insert({ kind, ownerId, ...place, ...fields, safeDeal, expiresAt }, now, trx);
              await own.save(listingId, trx);
              await listings.addImages(listingId, stored, 0, trx);
              return listingId;
            });
            return { created, stored };
          } catch (error) {
            await removeFiles(stored.map((image) => image.key));
            throw error;
          }
        })
        .then(({ created, stored }) => ((photos = stored), created));
      await pages.changed(listingChangeTags(kind, id, ownerId));
      const record = (await recordsOf([id]))[0]!;
      await screenRecord(record, photos);
      deps.listed?.();
      return record;
    },

    /**
     * Keeps the images named in `keepImageIds` (in that order), adds `newImages` after them,
     * removes the rest; at least one and at most ten in the end, counted inside the
     * transaction, so parallel edits cannot pass the limit.
     */
    async update(kind: ListingKind, id: number, userId: number, input: ListingInput, keepImageIds: number[], newImages: Upload[]): Promise<ListingRecord> {
      checkImageCount(kind, keepImageIds.length + newImages.length);
      const { category, ...place } = await resolvePlacement(kind, userId, input);
      const own = await prepareOwn(kind, input);
      const added = await storeAll(newImages, userId);
      const now = clock().toISOString();
      let removed: string[] = [];
      try {
        removed = await listings.transaction(async (trx) => {
          const before = (await listings.lockOwned(id, kind, userId, trx)) ?? (await refuseWrite(kind, id, trx));
          const current = await listings.imagesOf([id], trx);
          const unknown = keepImageIds.filter((imageId) => !current.some((image) => image.id === imageId));
          if (unknown.length > 0) throw fieldError('existing_images', 'image_not_in_listing');
          const dropped = current.filter((image) => !keepImageIds.includes(image.id));
          const fields = textFields(input, category, own);
          await listings.update(id, before, { ...place, ...fields, safeDeal: safeDealOf(kind, input, fields.price, before) }, now, trx);
          await own.save(id, trx);
          await listings.removeImages(
            dropped.map((image) => image.id),
            trx,
          );
          await listings.reorderImages(keepImageIds, trx);
          await listings.addImages(id, added, keepImageIds.length, trx);
          return dropped.map((image) => image.image_key);
        });
      } catch (error) {
        await removeFiles(added.map((image) => image.key));
        throw error;
      }
      await pages.changed(listingChangeTags(kind, id, userId));
      await removeFiles(removed);
      const record = (await recordsOf([id]))[0]!;
      await screenRecord(record, added);
      return record;
    },

    async delete(kind: ListingKind, id: number, userId: number): Promise<void> {
      const keys = await listings.transaction(async (trx) => {
        const row = (await listings.lockOwned(id, kind, userId, trx)) ?? (await refuseWrite(kind, id, trx));
        const images = await listings.imagesOf([id], trx);
        await listings.delete(row, trx);
        return images.map((image) => image.image_key);
      });
      await pages.changed(listingChangeTags(kind, id, userId));
      await removeFiles(keys);
    },
  };
  return service;
}

export type ListingsService = ReturnType<typeof createListingsService>;
