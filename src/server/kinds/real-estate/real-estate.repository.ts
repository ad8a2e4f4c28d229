import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { narrowsRealEstate, ROOMS_OR_MORE, type RealEstateFields, type RealEstateFilters } from '../../../lib/real-estate.ts';
import type { DatabaseKind } from '../../db/database.ts';
import type { DB, RealEstateFieldsTable } from '../../db/schema.ts';
import type { OwnConditions } from '../../listings/listings.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
const bool = (value: number | null) => (value === null ? null : Number(value) === 1);

/** A row of `real_estate_fields` as the kind's fields (lib/real-estate.ts). */
function fieldsOf(row: RealEstateFieldsTable): RealEstateFields {
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

/**
 * Real estate's own fields (issue 38): one row of `real_estate_fields` per listing, written in the
 * listing's transaction, read by id beside the listing's row; its filters as conditions on the
 * listing (an `exists` on its row by key, so a list still walks the listings' newest-first
 * indexes and checks each listing's row as it goes); the order by price per m² through its own
 * index; and the re-pricing of dollar prices at a new day's rate.
 */
export function createRealEstateRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  return {
    async load(ids: number[], trx: Db = db): Promise<Map<number, RealEstateFields>> {
      if (ids.length === 0) return new Map();
      const rows = await trx.selectFrom('real_estate_fields').selectAll().where('listing_id', 'in', ids).execute();
      return new Map(rows.map((row) => [Number(row.listing_id), fieldsOf(row)]));
    },

    /** Writes a listing's fields (insert, or replace on an edit) with its so'm per m² at the rate of `ratedOn`. */
    async save(
      listingId: number,
      fields: RealEstateFields,
      priced: { priceM2: number | null; ratedOn: string | null; locationId: number },
      trx: Transaction<DB>,
    ): Promise<void> {
      const values = {
        location_id: priced.locationId,
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

    /** The filters as conditions on a listing: its row of fields exists and meets them (lib/real-estate.ts `meetsRealEstateFilters`, the same test). */
    conditions(filters: RealEstateFilters): OwnConditions | undefined {
      const checks = (eb: ExpressionBuilder<DB, 'real_estate_fields'>): Expression<SqlBool>[] => {
        const where: Expression<SqlBool>[] = [];
        if (filters.deal) where.push(eb('real_estate_fields.deal', '=', filters.deal));
        if (filters.rooms) {
          const exact = filters.rooms.filter((room) => room < ROOMS_OR_MORE);
          const either: Expression<SqlBool>[] = [];
          if (exact.length > 0) either.push(eb('real_estate_fields.rooms', 'in', exact));
          if (filters.rooms.includes(ROOMS_OR_MORE)) either.push(eb('real_estate_fields.rooms', '>=', ROOMS_OR_MORE));
          where.push(eb.or(either));
        }
        if (filters.areaMin !== undefined) where.push(eb('real_estate_fields.area_dm2', '>=', filters.areaMin * 100));
        if (filters.areaMax !== undefined) where.push(eb('real_estate_fields.area_dm2', '<=', filters.areaMax * 100));
        if (filters.notFirstFloor) where.push(eb('real_estate_fields.floor', '>', 1));
        if (filters.notLastFloor) where.push(eb('real_estate_fields.floor', '<', eb.ref('real_estate_fields.floors')));
        if (filters.newBuilding) where.push(eb('real_estate_fields.new_building', '=', 1));
        if (filters.furnished) where.push(eb('real_estate_fields.furnished', '=', 1));
        if (filters.ownerOnly) where.push(eb('real_estate_fields.seller_type', '=', 'owner'));
        return where;
      };
      // Nothing to check (the currency of the price bounds alone is not a filter): no condition, and the counts tables count the list.
      if (!narrowsRealEstate(filters)) return undefined;
      return (eb) => [
        eb.exists(
          eb
            .selectFrom('real_estate_fields')
            .select('real_estate_fields.listing_id')
            .whereRef('real_estate_fields.listing_id', '=', 'listings.id')
            .where((inner) => inner.and(checks(inner))),
        ),
      ];
    },

    /**
     * Ids of a page by so'm per m² (cheapest first; `fromEnd` the same order backwards), among the
     * listings `where` holds: walked through the per-m² index, each listing checked by its key
     * (SQLite keeps the join's order as written with CROSS JOIN). Listings without an area go last.
     */
    async idsByPricePerM2(where: OwnConditions, offset: number, limit: number, fromEnd: boolean, locationIds?: number[]): Promise<number[]> {
      const direction = fromEnd ? sql`desc` : sql`asc`;
      const rows = await db
        .selectFrom('real_estate_fields')
        // In a district, through its own per-m² index.
        .$if(locationIds !== undefined, (qb) => qb.where('real_estate_fields.location_id', 'in', locationIds!.length > 0 ? locationIds! : [0]))
        .$call((qb) => (dialect === 'sqlite' ? qb.crossJoin('listings') : qb.innerJoin('listings', 'listings.id', 'real_estate_fields.listing_id')))
        .select('listings.id')
        .whereRef('listings.id', '=', 'real_estate_fields.listing_id')
        .where('real_estate_fields.price_m2', 'is not', null)
        .where((eb) => eb.and(where(eb as unknown as ExpressionBuilder<DB, 'listings'>)))
        .orderBy(sql`real_estate_fields.price_m2 ${direction}, real_estate_fields.listing_id ${direction}`)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => Number(row.id));
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
