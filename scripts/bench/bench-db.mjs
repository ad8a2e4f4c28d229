// A thin connection for the benchmark scripts: SQLite (DATA_DIR/marketplace.db, through
// node:sqlite) or PostgreSQL (pg), with the few operations the seeder and the plan printer need.
// SQL here is written with `?` placeholders; PostgreSQL gets them numbered.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

const numbered = (text) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

export async function openBenchDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // int8 (count(*), max(id)) as numbers: every count here fits in a double.
    client.setTypeParser(pg.types.builtins.INT8, Number);
    return {
      kind: 'postgres',
      async all(text, params = []) {
        return (await client.query(numbered(text), params)).rows;
      },
      async first(text, params = []) {
        return (await client.query(numbered(text), params)).rows[0];
      },
      async run(text, params = []) {
        await client.query(numbered(text), params);
      },
      async insertRows(table, columns, rows, { onConflict } = {}) {
        const params = rows.flat();
        let n = 0;
        const values = rows.map((row) => `(${row.map(() => `$${++n}`).join(', ')})`).join(', ');
        await client.query(`insert into ${table} (${columns.join(', ')}) values ${values}${onConflict ? ` on conflict ${onConflict}` : ''}`, params);
      },
      async transaction(work) {
        await client.query('begin');
        try {
          await work();
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
      /** Identity sequences past the explicit ids, then statistics and the visibility map, as autovacuum would leave them. */
      async finish() {
        for (const table of ['users', 'listings', 'listing_images', 'comments']) {
          await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`);
        }
        // An autovacuum ANALYZE that started during the load holds back what VACUUM may mark
        // all-visible (index-only scans then visit the heap): vacuum again until every page is.
        for (const table of ['listings', 'listing_images', 'listing_counts', 'listing_totals', 'users', 'comments', 'real_estate_fields']) {
          for (let attempt = 0; ; attempt++) {
            await client.query(`vacuum ${attempt === 0 ? '(analyze) ' : ''}${table}`);
            const [{ relpages, relallvisible }] = (await client.query('select relpages, relallvisible from pg_class where relname = $1', [table])).rows;
            if (relallvisible >= relpages || attempt === 30) break;
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
        }
      },
      async close() {
        await client.end();
      },
    };
  }
  const raw = new DatabaseSync(path.join(dataDir, 'marketplace.db'), { enableForeignKeyConstraints: true, timeout: 5000 });
  // Bulk loading: a large page cache; the journal stays the app's WAL.
  raw.exec('PRAGMA foreign_keys = ON; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY;');
  const statements = new Map();
  const prepare = (text) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = raw.prepare(text)));
    return statement;
  };
  return {
    kind: 'sqlite',
    raw,
    async all(text, params = []) {
      return prepare(text).all(...params);
    },
    async first(text, params = []) {
      return prepare(text).get(...params);
    },
    async run(text, params = []) {
      prepare(text).run(...params);
    },
    /** `onConflict`: what follows `on conflict` (an upsert), e.g. `(kind, word) do update set …`. */
    async insertRows(table, columns, rows, { onConflict } = {}) {
      const row = `(${columns.map(() => '?').join(', ')})`;
      prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array(rows.length).fill(row).join(', ')}${onConflict ? ` on conflict ${onConflict}` : ''}`,
      ).run(...rows.flat());
    },
    async transaction(work) {
      raw.exec('begin');
      try {
        await work();
        raw.exec('commit');
      } catch (error) {
        raw.exec('rollback');
        throw error;
      }
    },
    async finish({ analyze = false } = {}) {
      if (analyze) raw.exec('ANALYZE');
      raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    },
    async close() {
      statements.clear();
      if (raw.isOpen) raw.close();
    },
  };
}

/**
 * `count` accounts named `{prefix}_00001`… with phones `{phonePrefix}0000001`… and an API token
 * each, written straight into the database (registering through SMS would take minutes): tokens
 * stored as accounts/tokens.ts stores them (SHA-256), a placeholder instead of a password hash
 * (these accounts sign in only with their token), the first district as their place.
 */
export async function seedTokenAccounts(db, { count, prefix, phonePrefix }) {
  const now = new Date().toISOString();
  const { id: locationId } = await db.first('select id from locations order by id limit 1');
  const rows = Array.from({ length: count }, (_, index) => {
    const name = `${prefix}_${String(index + 1).padStart(5, '0')}`;
    return [name, name, `${phonePrefix}${String(index + 1).padStart(7, '0')}`, 'disabled$bench', 'regular', locationId, null, now, now];
  });
  await db.transaction(async () => {
    for (let start = 0; start < rows.length; start += 500) {
      await db.insertRows(
        'users',
        ['username', 'username_key', 'phone_number', 'password_hash', 'user_type', 'location_id', 'profile_image', 'created_at', 'updated_at'],
        rows.slice(start, start + 500),
      );
    }
  });
  const ids = (await db.all(`select id from users where username_key like '${prefix}_%' order by id`)).map((row) => Number(row.id));
  const accounts = ids.map((id) => ({ id, token: randomBytes(32).toString('base64url') }));
  await db.transaction(async () => {
    for (let start = 0; start < accounts.length; start += 1000) {
      const chunk = accounts.slice(start, start + 1000).map((account) => [account.id, createHash('sha256').update(account.token).digest('hex'), now, now]);
      await db.insertRows('auth_tokens', ['user_id', 'token_hash', 'created_at', 'last_used_at'], chunk);
    }
  });
  return accounts;
}
