import { sql, type Kysely } from 'kysely';
import { realEstateFacets } from '../../../lib/real-estate-facets.ts';
import type { DatabaseKind } from '../database.ts';

/** Properties re-packed per statement. */
const BATCH = 5000;

/**
 * A listing's facets (issue 38): a whole number its kind packs from its own fields (lib/listing-kinds.ts;
 * real estate's deal, rooms, floor, new building, furnished, owner: lib/real-estate-facets.ts),
 * which the listing core writes beside its price, and the word index carries on each of its words,
 * as it carries the price (PostgreSQL: INCLUDE), so that a search's words with the kind's filters
 * checks them on the index's entries: "kvartira" + rent at 1M properties no longer reads a row of
 * fields for each of its 864 candidates. 0 for a kind without facets.
 *
 * The existing properties are packed here (as lib/real-estate-facets.ts packs them now), their
 * words after them; then the word index's triggers (migration 20261129-0100) are made again with
 * the facets copied, and a change of them re-writes the listing's words as a change of its price does.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('facets', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('listing_words')
    .addColumn('facets', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // The properties' facets, in batches by id, before the triggers know the column (nothing else is written).
  for (let after = 0; ;) {
    const { rows } = await sql<{
      listing_id: number;
      deal: 'sale' | 'rent' | 'daily';
      rooms: number | null;
      floor: number | null;
      floors: number | null;
      new_building: number | null;
      furnished: number | null;
      seller_type: 'owner' | 'agency';
    }>`select listing_id, deal, rooms, floor, floors, new_building, furnished, seller_type from real_estate_fields
      where listing_id > ${after} order by listing_id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const flag = (value: number | null) => (value === null ? null : Number(value) === 1);
    const packed = rows.map((row) => {
      const facets = realEstateFacets({
        deal: row.deal,
        rooms: row.rooms === null ? null : Number(row.rooms),
        floor: row.floor === null ? null : Number(row.floor),
        floors: row.floors === null ? null : Number(row.floors),
        newBuilding: flag(row.new_building),
        furnished: flag(row.furnished),
        sellerType: row.seller_type,
      });
      return sql`(cast(${Number(row.listing_id)} as integer), cast(${facets} as integer))`;
    });
    await sql`with v (id, facets) as (values ${sql.join(packed)}) update listings set facets = v.facets from v where listings.id = v.id`.execute(db);
    after = Number(rows.at(-1)!.listing_id);
  }

  const sortOf = (row: 'old' | 'new') =>
    sql.raw(
      kind === 'postgres'
        ? `round(extract(epoch from ${row}.listed_at) * 1000)::bigint`
        : `cast(round(unixepoch(${row}.listed_at, 'subsec') * 1000) as integer)`,
    );
  if (kind === 'postgres') {
    // Without its key while every property's words are re-written, then keyed again with the facets beside the price.
    await sql`alter table listing_words drop constraint listing_words_pkey`.execute(db);
    await sql`update listing_words set facets = listings.facets from listings
      where listing_words.kind = 'real_estate' and listings.id = listing_words.listing_id and listings.facets <> 0`.execute(db);
    await sql`alter table listing_words add primary key (kind, field, word, sort, listing_id) include (price, facets)`.execute(db);
    const words = (row: 'old' | 'new', column: 'title_key' | 'body_key') => sql.raw(`string_to_array(trim(${row}.${column}), ' ')`);
    await sql`create or replace function listing_words_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.listed = 1 then
          delete from listing_words where kind = old.kind and field = 0 and word = any(${words('old', 'title_key')}) and sort = ${sortOf('old')} and listing_id = old.id;
          delete from listing_words where kind = old.kind and field = 1 and word = any(${words('old', 'body_key')}) and sort = ${sortOf('old')} and listing_id = old.id;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.listed = 1 then
          insert into listing_words (kind, field, word, sort, listing_id, price, facets)
            select new.kind, 0, word, ${sortOf('new')}, new.id, new.price, new.facets from unnest(${words('new', 'title_key')}) as word where word <> ''
            on conflict do nothing;
          insert into listing_words (kind, field, word, sort, listing_id, price, facets)
            select new.kind, 1, word, ${sortOf('new')}, new.id, new.price, new.facets from unnest(${words('new', 'body_key')}) as word where word <> ''
            on conflict do nothing;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`drop trigger listing_words_sync_update on listings`.execute(db);
    await sql`create trigger listing_words_sync_update after update of title_key, body_key, status, listed_at, kind, price, facets on listings for each row
      when (old.title_key is distinct from new.title_key or old.body_key is distinct from new.body_key or old.listed is distinct from new.listed
        or old.listed_at is distinct from new.listed_at or old.kind is distinct from new.kind or old.price is distinct from new.price
        or old.facets is distinct from new.facets)
      execute function listing_words_sync()`.execute(db);
    return;
  }

  // SQLite: the table holds every column in its key's b-tree (without rowid): the facets ride along as they are.
  await sql`update listing_words set facets = (select listings.facets from listings where listings.id = listing_words.listing_id)
    where kind = 'real_estate'`.execute(db);
  const words = (row: 'old' | 'new', column: 'title_key' | 'body_key') => sql.raw(`json_each('["' || replace(trim(${row}.${column}), ' ', '","') || '"]')`);
  const add = (row: 'new', when: string) =>
    ([0, 1] as const).map(
      (field) => sql`insert or ignore into listing_words (kind, field, word, sort, listing_id, price, facets)
        select ${sql.raw(row)}.kind, ${sql.lit(field)}, value, ${sortOf(row)}, ${sql.raw(row)}.id, ${sql.raw(row)}.price, ${sql.raw(row)}.facets
        from ${words(row, field === 0 ? 'title_key' : 'body_key')} where ${sql.raw(when)} value <> '';`,
    );
  await sql`drop trigger listing_words_insert`.execute(db);
  await sql`drop trigger listing_words_update`.execute(db);
  await sql`create trigger listing_words_insert after insert on listings when new.listed = 1 begin ${sql.join(add('new', ''), sql` `)} end`.execute(db);
  await sql`create trigger listing_words_update after update of title_key, body_key, status, listed_at, kind, price, facets on listings
    when old.title_key is not new.title_key or old.body_key is not new.body_key or old.listed is not new.listed
      or old.listed_at is not new.listed_at or old.kind is not new.kind or old.price is not new.price or old.facets is not new.facets
    begin
      delete from listing_words where old.listed = 1 and kind = old.kind and field = 0 and sort = ${sortOf('old')} and listing_id = old.id
        and word in (select value from ${words('old', 'title_key')});
      delete from listing_words where old.listed = 1 and kind = old.kind and field = 1 and sort = ${sortOf('old')} and listing_id = old.id
        and word in (select value from ${words('old', 'body_key')});
      ${sql.join(add('new', 'new.listed = 1 and'), sql` `)}
    end`.execute(db);
}
