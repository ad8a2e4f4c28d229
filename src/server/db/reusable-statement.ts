import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** The mark a reusable statement's text begins with: PostgreSQL connections prepare it (database.ts `prepareReusable`). */
export const REUSABLE = '/* reusable */ ';

/**
 * A statement Kysely builds and compiles once per number of parameters instead of on every call
 * (building and compiling the list's statements cost an uncached list a twentieth of its time):
 * `build` makes it from its parameters, which must come out of the compiled statement exactly as
 * given and in that order (checked on the first compile: `where id in (…)`, a few `=`), so that a
 * later call runs the same SQL with its own parameters. Its text begins with REUSABLE, so that
 * PostgreSQL plans it once per connection (database.ts): its plan must not depend on the values.
 */
export function reusableStatement<Row>(build: (parameters: readonly unknown[]) => Compilable<Row>) {
  const compiled = new Map<number, CompiledQuery<Row>>();
  return async (executor: Kysely<DB> | Transaction<DB>, parameters: readonly unknown[]): Promise<Row[]> => {
    let statement = compiled.get(parameters.length);
    if (!statement) {
      statement = build(parameters).compile();
      if (statement.parameters.length !== parameters.length || statement.parameters.some((value, at) => value !== parameters[at])) {
        throw new Error(`reusableStatement: the statement does not take its parameters as given, in order: ${statement.sql}`);
      }
      statement = { ...statement, sql: REUSABLE + statement.sql };
      compiled.set(parameters.length, statement);
    }
    return (await executor.executeQuery<Row>({ ...statement, parameters })).rows;
  };
}

/**
 * Runs a compiled statement as a reusable one (its text marked REUSABLE, so PostgreSQL connections
 * prepare it: database.ts), for a statement whose every plan serves any values it may be given.
 */
export async function executeReusable<Row>(executor: Kysely<DB> | Transaction<DB>, statement: CompiledQuery<Row>): Promise<Row[]> {
  return (await executor.executeQuery<Row>({ ...statement, sql: REUSABLE + statement.sql })).rows;
}
