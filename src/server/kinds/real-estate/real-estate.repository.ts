import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { DEALS, narrowsRealEstate, ROOMS_OR_MORE, type RealEstateFields, type RealEstateFilters } from '../../../lib/real-estate.ts';
import { realEstateFacetChecks } from '../../../lib/real-estate-facets.ts';
import type { DatabaseKind } from '../../db/database.ts';
import type { DB, RealEstateFieldsTable } from '../../db/schema.ts';
import type { ListingStatus } from '../../../lib/listing-states.ts';
import type { OwnConditions, OwnRowRead } from '../../listings/listings.repository.ts';
import { jsonRow } from '../../db/dialect.ts';
import { executeReusable } from '../../db/reusable-statement.ts';
import type { OwnListFilter, OwnListOrder } from '../../listings/own-fields.ts';

type Db = Kysely<DB> | Transaction<DB>;

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
const bool = (value: number | null) => (value === null ? null : Number(value) === 1);

/** The columns of `real_estate_fields` that hold the kind's fields (the others are the listing's, copied for the lists). */
const FIELD_COLUMNS = [
  'deal',
  'rooms',
  'area_dm2',
  'land_m2',
  'floor',
  'floors',
  'material',
  'new_building',
  'repair',
  'furnished',
  'seller_type',
  'commission_permille',
  'landmark',
  'currency',
  'price_minor',
] as const;
type FieldsRow = Pick<Selectable<RealEstateFieldsTable>, (typeof FIELD_COLUMNS)[number]>;

/** A row of `real_estate_fields` as the kind's fields (lib/real-estate.ts). */
function fieldsOf(row: FieldsRow): RealEstateFields {
  return {
    deal: row.deal,
    rooms: row.rooms,
    areaDm2: row.area_dm2 === null ? null : Number(row.area_dm2),
    landM2: row.land_m2 === null ? null : Number(row.land_m2),
    floor: row.floor,
    floors: row.floors,
    material: row.material,
    newBuilding: bool(row.new_building),
    repair: row.repair,
    furnished: bool(row.furnished),
    sellerType: row.seller_type,
    commissionPermille: row.commission_permille === null ? null : Number(row.commission_permille),
    landmark: row.landmark,
    currency: row.currency,
    priceMinor: Number(row.price_minor),
  };
}

type FieldsBuilder = ExpressionBuilder<DB, 'real_estate_fields'>;
/** The columns a count's index leads with after the place (migration 20261129-0710). */
type Keyed = 'deal' | 'category_id' | 'rooms' | 'price';
/** A keyed column (a count's, or the area's: migration 20261129-1000) as a condition names it: `+column` is one no index serves (below). */
type KeyRef = (column: Keyed | 'area_dm2') => Expression<unknown>;

/** The kind's filters as conditions on its row of fields. */
function ownChecks(eb: FieldsBuilder, filters: RealEstateFilters, key: KeyRef = (column) => eb.ref(`real_estate_fields.${column}`)): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filters.deal) where.push(eb(key('deal'), '=', filters.deal));
  if (filters.rooms) {
    const exact = filters.rooms.filter((room) => room < ROOMS_OR_MORE);
    const either: Expression<SqlBool>[] = [];
    if (exact.length > 0) either.push(eb(key('rooms'), 'in', exact));
    if (filters.rooms.includes(ROOMS_OR_MORE)) either.push(eb(key('rooms'), '>=', ROOMS_OR_MORE));
    where.push(eb.or(either));
  }
  if (filters.areaMin !== undefined) where.push(eb(key('area_dm2'), '>=', filters.areaMin * 100));
  if (filters.areaMax !== undefined) where.push(eb(key('area_dm2'), '<=', filters.areaMax * 100));
  if (filters.notFirstFloor) where.push(eb('real_estate_fields.floor', '>', 1));
  if (filters.notLastFloor) where.push(eb('real_estate_fields.floor', '<', eb.ref('real_estate_fields.floors')));
  if (filters.newBuilding) where.push(eb('real_estate_fields.new_building', '=', 1));
  if (filters.furnished) where.push(eb('real_estate_fields.furnished', '=', 1));
  if (filters.ownerOnly) where.push(eb('real_estate_fields.seller_type', '=', 'owner'));
  return where;
}

/**
 * Which keyed columns (a count's, or the area's) a list's conditions let an index serve (`keyedBy`):
 * the others are written so that none does (SQLite `+column`, PostgreSQL `column + 0`, `column ||
 * ''`), which holds a planner to the indexes meant.
 */
type Keying = (column: Keyed | 'area_dm2') => boolean;
/** Any index (a count, and a page on PostgreSQL, whose planner has statistics). */
const ANY_KEY: Keying = () => true;
/** A page that walks its order's index from the start and checks the rest on each entry, stopping at the page. */
const orderKey =
  (order: OwnListOrder): Keying =>
  (column) =>
    column === 'price' && (order === 'price' || order === '-price');

/**
 * A list of listed properties as conditions on their rows alone (migration 20261129-0710: the
 * listing's columns are copied there). `listed = 1` is written as a literal, the condition of the
 * partial indexes, which neither planner matches to a parameter.
 *
 * A count may take any index: the count's own, keyed by place, deal, type, rooms and price, or the
 * area's, reads the fewest. A page on SQLite walks its order's index from the start and checks the
 * rest on each entry, stopping at the page (`orderKey`): else SQLite's planner, without statistics,
 * takes a type, a deal or a price range for selective, reads every entry of them through another
 * index and sorts them all. `types` (the kind's categories) makes a count's index read only the
 * entries that match (`anyKeyBefore`).
 */
function listWhere(
  eb: FieldsBuilder,
  filter: OwnListFilter,
  filters: RealEstateFilters | undefined,
  keyedBy: Keying,
  dialect: DatabaseKind,
  types?: readonly number[],
): Expression<SqlBool>[] {
  const key: KeyRef = (column) => {
    const ref = sql.ref(`real_estate_fields.${column}`);
    if (keyedBy(column)) return ref;
    // PostgreSQL has no unary plus (and none for text).
    return dialect === 'sqlite' ? sql`+${ref}` : column === 'deal' ? sql`(${ref} || '')` : sql`(${ref} + 0)`;
  };
  const where: Expression<SqlBool>[] = [sql<SqlBool>`real_estate_fields.listed = 1`];
  if (filter.states !== undefined) where.push(eb('real_estate_fields.status', 'in', filter.states.length > 0 ? [...filter.states] : ['none' as ListingStatus]));
  if (filter.categoryId !== undefined) where.push(eb(key('category_id'), '=', filter.categoryId));
  // Districts are of the region the list names (list-filters.ts, list-page.ts): the districts' condition alone, so that the planner takes their indexes.
  if (filter.locationIds !== undefined) where.push(eb('real_estate_fields.location_id', 'in', filter.locationIds.length > 0 ? filter.locationIds : [0]));
  else if (filter.regionId !== undefined) where.push(eb('real_estate_fields.region_id', '=', filter.regionId));
  if (filter.minPrice !== undefined) where.push(eb(key('price'), '>=', filter.minPrice));
  if (filter.maxPrice !== undefined) where.push(eb(key('price'), '<=', filter.maxPrice));
  if (filters) where.push(...ownChecks(eb, filters, key));
  if (types) where.push(...anyKeyBefore(eb, filter, filters, types));
  return where;
}

/**
 * A count's index is keyed by place, then deal, type, rooms and price: a condition on a keyed
 * column reads only its entries when every keyed column before it has one too. So each one before
 * the last condition that has none gets "any of its values" (every deal; `types`, the kind's
 * categories): the index is read once per combination, and only the entries that match (Samarqand,
 * rent, 2–3 rooms: 301 entries instead of 3,900 for its "300+").
 */
function anyKeyBefore(eb: FieldsBuilder, filter: OwnListFilter, filters: RealEstateFilters | undefined, types: readonly number[]): Expression<SqlBool>[] {
  const held: Record<Keyed, boolean> = {
    deal: filters?.deal !== undefined,
    category_id: filter.categoryId !== undefined,
    rooms: filters?.rooms !== undefined && filters.rooms.every((room) => room < ROOMS_OR_MORE),
    price: filter.minPrice !== undefined || filter.maxPrice !== undefined,
  };
  const keys = Object.keys(held) as Keyed[];
  const before = (column: Keyed) => !held[column] && keys.indexOf(column) < keys.findLastIndex((key) => held[key]);
  const where: Expression<SqlBool>[] = [];
  if (before('deal')) where.push(eb('real_estate_fields.deal', 'in', [...DEALS]));
  if (before('category_id') && types.length > 0) where.push(eb('real_estate_fields.category_id', 'in', [...types]));
  return where;
}

/** Each order's column and whether it ascends (ties by id the same way, as the core's lists). */
const ORDER_KEYS = {
  newest: ['listed_at', false],
  price: ['price', true],
  '-price': ['price', false],
  price_m2: ['price_m2', true],
} as const satisfies Record<OwnListOrder, readonly [string, boolean]>;

/** Whether the list's place (none, a region, one district) has indexes in each order: several districts have none together. */
const ordersByPlace = (filter: OwnListFilter) => filter.locationIds === undefined || filter.locationIds.length === 1;

/**
 * Real estate's own fields (issue 38): one row of `real_estate_fields` per listing, written in the
 * listing's transaction, read by id beside the listing's row; a list of listed properties with
 * its filters or by price per m² counted and paged from this table's indexes alone (`count`,
 * `pageIds`); its filters as conditions on a listing for the lists that table does not hold (a
 * search's words: an `exists` on its row by key); and the re-pricing of dollar prices at a new
 * day's rate.
 */
export function createRealEstateRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  /** The list's matches up to `cap` + 1, counted: one row, `total`. */
  const countOf = (filter: OwnListFilter, filters: RealEstateFilters | undefined, cap: number, types: readonly number[]) =>
    db
      .selectFrom(
        db
          .selectFrom('real_estate_fields')
          .select('listing_id')
          .where((eb) => eb.and(listWhere(eb, filter, filters, ANY_KEY, dialect, types)))
          .limit(cap + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .as('counted');
  /**
   * The ids of a page in `order` through the index of its place and order (`fromEnd`: the same
   * order backwards); `keyedBy`: which keyed columns an index may serve (on SQLite only the order's).
   * No `offset` at the start, so that the first page's statement has none to guess at.
   */
  const pageOf = (
    filter: OwnListFilter,
    filters: RealEstateFilters | undefined,
    order: OwnListOrder,
    offset: number,
    limit: number | Expression<number>,
    fromEnd: boolean,
    keyedBy = dialect === 'postgres' ? ANY_KEY : orderKey(order),
  ) => {
    const [column, ascending] = ORDER_KEYS[order];
    const direction = ascending !== fromEnd ? sql`asc` : sql`desc`;
    return db
      .selectFrom('real_estate_fields')
      .select('listing_id')
      .where((eb) => eb.and(listWhere(eb, filter, filters, keyedBy, dialect)))
      .orderBy(sql`${sql.ref(`real_estate_fields.${column}`)} ${direction}, real_estate_fields.listing_id ${direction}`)
      .limit(limit)
      .$if(offset > 0, (query) => query.offset(offset));
  };
  /**
   * PostgreSQL, a list of one district or of a region alone (`gated`): a page and its count in a
   * statement whose plan holds for any values, so that it is prepared and planned once per
   * connection (planning the page and its count cost three times running them: 0.44 ms against 0.14
   * for the Yunusobod filter at 1M). Which plan suits a list depends on how many it matches: a list
   * of many walks its place's index in its order and stops at the page; a list of a few is its
   * matches, sorted (a walk would read the whole place: 36 ms for a filter that matches nothing in
   * a district). The matches are read first, up to `cap` + 1, through the place's count index
   * (which holds the sort columns: migration 20261129-1100), and counted; then both ways to the
   * page are in the statement, each gated by the count (a scalar subquery, which PostgreSQL checks
   * once before it reads anything), so that the one for the count runs and the other reads nothing.
   * The walk is written so that only its order's index serves it (`orderKey`); the matches of a
   * list `gated` admits are read best by seeking the count index whatever the values. So the plan
   * takes those indexes whatever the values.
   */
  const gatedPage = (
    filter: OwnListFilter,
    filters: RealEstateFilters | undefined,
    order: OwnListOrder,
    offset: number,
    limit: number,
    cap: number,
    types: readonly number[],
  ) => {
    const [column, ascending] = ORDER_KEYS[order];
    const direction = ascending ? sql`asc` : sql`desc`;
    const sortColumn = sql.ref(`real_estate_fields.${column}`).as(column);
    const matches = db
      .selectFrom('real_estate_fields')
      .select(['listing_id', sortColumn])
      .where((eb) => eb.and(listWhere(eb, filter, filters, ANY_KEY, dialect, types)))
      .limit(cap + 1);
    const total = sql`(select total from counted)`;
    // Many: the page's first `offset + limit` in order, from the place's index in that order.
    const walked = pageOf(filter, filters, order, 0, offset + limit, false, orderKey(order))
      .select(sortColumn)
      .where(sql<SqlBool>`${total} > ${cap}`);
    // A few (at most `cap`): the matches read for the count.
    const few = sql`select listing_id, ${sql.ref(column)} from matches where ${total} <= ${cap}`;
    // The count is in the answer even when the page is empty (a row of no listing).
    return sql<{ listing_id: number | null; total: number }>`with matches as materialized (${matches}),
      counted as materialized (select count(*) as total from matches)
      select page.listing_id, counted.total from counted left join (${walked} union all (${few})) page on true
      order by ${sql.ref(`page.${column}`)} ${direction}, page.listing_id ${direction} limit ${limit} offset ${offset}`;
  };
  /**
   * Whether a list's count is read by seeking the place's count index on every keyed column it
   * names, whatever the values (`gatedPage`): the place (one district, or a region); no area,
   * whose own index may read far fewer entries than the place's; and a price only after exact
   * rooms (the index's key runs deal, type, rooms, price: every deal and type a list does not name
   * are filled in, `anyKeyBefore`, but not every room count).
   */
  const gated = (filter: OwnListFilter, filters: RealEstateFilters | undefined) =>
    dialect === 'postgres' &&
    ordersByPlace(filter) &&
    (filter.locationIds !== undefined || filter.regionId !== undefined) &&
    filters?.areaMin === undefined &&
    filters?.areaMax === undefined &&
    ((filter.minPrice === undefined && filter.maxPrice === undefined) ||
      (filters?.rooms !== undefined && filters.rooms.length > 0 && filters.rooms.every((room) => room < ROOMS_OR_MORE)));
  return {
    /** Its row beside its listing's in the core's one statement for a page of records (listings.repository.ts `recordRows`). */
    ownRow: {
      column: (eb) => jsonRow(dialect, eb.selectFrom('real_estate_fields').select(FIELD_COLUMNS).whereRef('real_estate_fields.listing_id', '=', 'listings.id')),
      fields: (value) => fieldsOf(value as FieldsRow),
    } satisfies OwnRowRead,

    async load(ids: number[], trx: Db = db): Promise<Map<number, RealEstateFields>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('real_estate_fields')
        .select(['listing_id', ...FIELD_COLUMNS])
        .where('listing_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [Number(row.listing_id), fieldsOf(row)]));
    },

    /** Writes a listing's fields (insert, or replace on an edit) with its so'm per m² at the rate of `ratedOn`. */
    async save(listingId: number, fields: RealEstateFields, priced: { priceM2: number | null; ratedOn: string | null }, trx: Transaction<DB>): Promise<void> {
      // The listing's own columns (place, price, state) follow it by the migration's triggers.
      const values = {
        deal: fields.deal,
        rooms: fields.rooms,
        area_dm2: fields.areaDm2,
        land_m2: fields.landM2,
        floor: fields.floor,
        floors: fields.floors,
        material: fields.material,
        new_building: flag(fields.newBuilding),
        repair: fields.repair,
        furnished: flag(fields.furnished),
        seller_type: fields.sellerType,
        commission_permille: fields.commissionPermille,
        landmark: fields.landmark,
        currency: fields.currency,
        price_minor: fields.priceMinor,
        price_m2: priced.priceM2,
        rated_on: priced.ratedOn,
      };
      await trx
        .insertInto('real_estate_fields')
        .values({ listing_id: listingId, ...values })
        .onConflict((oc) => oc.column('listing_id').doUpdateSet(values))
        .execute();
    },

    /**
     * The filters as conditions on a listing (lib/real-estate.ts `meetsRealEstateFilters`, the same
     * test): on its facets (lib/real-estate-facets.ts), read where the listing is read (its row, or
     * the word index's), and for the area's bounds, which no facet holds, its row of fields exists
     * and meets them.
     */
    conditions(filters: RealEstateFilters): OwnConditions | undefined {
      // Nothing to check (the currency of the price bounds alone is not a filter): no condition, and the counts tables count the list.
      if (!narrowsRealEstate(filters)) return undefined;
      const { checks, rest } = realEstateFacetChecks(filters);
      return (at) => {
        const facets = sql.ref<number>(at.facets);
        // A check of no values (rooms: []) meets nothing, as `meetsRealEstateFilters` has it.
        const where: Expression<SqlBool>[] = checks.map(({ shift, mask, values }) =>
          values.length === 0
            ? sql<SqlBool>`1 = 0`
            : sql<SqlBool>`((${facets} >> ${sql.lit(shift)}) & ${sql.lit(mask)}) in (${sql.join(values.map((value) => sql.lit(value)))})`,
        );
        if (rest) {
          const eb = expressionBuilder<DB>();
          where.push(
            eb.exists(
              eb
                .selectFrom('real_estate_fields')
                .select('real_estate_fields.listing_id')
                .where('real_estate_fields.listing_id', '=', sql.ref<number>(at.id))
                .where((inner) => inner.and(ownChecks(inner, rest))),
            ),
          );
        }
        return where;
      };
    },

    /** How many listed properties a list holds, up to `cap` + 1, from the listed properties' indexes alone; `types`: the kind's categories. */
    async count(filter: OwnListFilter, filters: RealEstateFilters | undefined, cap: number, types: readonly number[]): Promise<number> {
      const row = await db
        .selectFrom(countOf(filter, filters, cap, types))
        .selectAll()
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * A page in `order` and the list's count up to `cap` + 1 in one statement (the count a subquery
     * run once): a round trip and a plan fewer than `count` then `pageIds`. On PostgreSQL most lists
     * of one district or a region are `gatedPage`, planned once per connection. A page past the list's
     * end reads its count alone.
     */
    async countedPage(
      filter: OwnListFilter,
      filters: RealEstateFilters | undefined,
      order: OwnListOrder,
      offset: number,
      limit: number,
      cap: number,
      types: readonly number[],
    ): Promise<{ ids: number[]; count: number }> {
      if (gated(filter, filters)) {
        const rows = await executeReusable(db, gatedPage(filter, filters, order, offset, limit, cap, types).compile(db));
        if (rows.length === 0) return { ids: [], count: await this.count(filter, filters, cap, types) };
        return { ids: rows.flatMap((row) => (row.listing_id === null ? [] : [Number(row.listing_id)])), count: Number(rows[0]!.total) };
      }
      const rows = await pageOf(filter, filters, order, offset, limit, false)
        .select(() =>
          db
            .selectFrom(countOf(filter, filters, cap, types))
            .select('total')
            .as('total'),
        )
        .execute();
      if (rows.length === 0) return { ids: [], count: await this.count(filter, filters, cap, types) };
      return { ids: rows.map((row) => Number(row.listing_id)), count: Number(rows[0]!.total) };
    },

    /** Ids of a page of listed properties in `order`, through the index of its place and order (`fromEnd`: the same order backwards). */
    async pageIds(
      filter: OwnListFilter,
      filters: RealEstateFilters | undefined,
      order: OwnListOrder,
      offset: number,
      limit: number,
      fromEnd: boolean,
    ): Promise<number[]> {
      // A list of a place alone in an order has one plan whatever the values, a walk of that place's
      // index in the order: prepared once per connection, its page size written out (PostgreSQL keeps
      // no generic plan of a `limit` it must guess: it assumes a tenth of the rows).
      const placeAlone =
        filters === undefined && filter.categoryId === undefined && filter.minPrice === undefined && filter.maxPrice === undefined && ordersByPlace(filter);
      const rows = placeAlone
        ? await executeReusable(db, pageOf(filter, filters, order, offset, sql.lit(limit), fromEnd).compile())
        : await pageOf(filter, filters, order, offset, limit, fromEnd).execute();
      return rows.map((row) => Number(row.listing_id));
    },

    /** These listings cheapest per m² first (those without an area last, newest by id among equals). */
    async sortByPricePerM2(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('real_estate_fields').select(['listing_id', 'price_m2']).where('listing_id', 'in', ids).execute();
      const perM2 = new Map(rows.map((row) => [Number(row.listing_id), row.price_m2 === null ? Number.POSITIVE_INFINITY : Number(row.price_m2)]));
      return [...ids].sort((a, b) => (perM2.get(a) ?? Number.POSITIVE_INFINITY) - (perM2.get(b) ?? Number.POSITIVE_INFINITY) || b - a);
    },

    /**
     * Re-prices up to `limit` dollar-priced listings whose so'm columns are of another day's rate:
     * the listing's `price`, its words' price in the word index, and the so'm per m², each batch one
     * transaction and each table one statement; the number re-priced (0: all are of this day, or every one read was edited meanwhile).
     */
    async repriceDollars(
      rate: { rateTiyin: number; date: string },
      limit: number,
      price: (fields: RealEstateFields) => { som: number; perM2: number | null },
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const stale = await trx
          .selectFrom('real_estate_fields')
          .selectAll()
          .where('currency', '=', 'USD')
          .where((eb) => eb.or([eb('rated_on', 'is', null), eb('rated_on', '!=', rate.date)]))
          .orderBy('listing_id')
          .limit(limit)
          .execute();
        if (stale.length === 0) return 0;
        const priced = stale.map((row) => ({ id: Number(row.listing_id), minor: Number(row.price_minor), ...price(fieldsOf(row)) }));
        const rows = (list: typeof priced) =>
          sql.join(
            list.map((row) => sql`(cast(${row.id} as integer), cast(${row.minor} as bigint), cast(${row.som} as bigint), cast(${row.perM2} as bigint))`),
          );
        // The fields first, each only if its price is still the one read (an owner's edit in between wins), then the listing and its words.
        const written = await sql<{ listing_id: number }>`with v (id, minor, som, per_m2) as (values ${rows(priced)})
          update real_estate_fields set price_m2 = v.per_m2, rated_on = ${rate.date} from v
          where real_estate_fields.listing_id = v.id and real_estate_fields.currency = 'USD' and real_estate_fields.price_minor = v.minor
          returning real_estate_fields.listing_id`.execute(trx);
        const kept = new Set(written.rows.map((row) => Number(row.listing_id)));
        const repriced = priced.filter((row) => kept.has(row.id));
        if (repriced.length > 0) {
          await sql`with v (id, minor, som, per_m2) as (values ${rows(repriced)}) update listings set price = v.som from v where listings.id = v.id`.execute(
            trx,
          );
          await sql`with v (id, minor, som, per_m2) as (values ${rows(repriced)}) update listing_words set price = v.som from v where listing_words.listing_id = v.id`.execute(
            trx,
          );
        }
        return repriced.length;
      });
    },
  };
}

export type RealEstateRepository = ReturnType<typeof createRealEstateRepository>;
