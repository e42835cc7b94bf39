import type { DbOrTx } from './client';

/**
 * A query built once per database handle (or transaction) and then only executed with new values. Building
 * a drizzle query walks its whole expression tree on every call: on the hot read routes that was about a
 * third of the API's CPU time (a CPU profile of `npm run bench:api`, docs/performance.md). `build` must use
 * `sql.placeholder` for every value that changes between calls, and give the statement a unique name.
 */
export function preparedStatement<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const built = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * The rows of a prepared statement as the driver returns them, under the statement's own column names,
 * without drizzle's field-by-field mapping (which costs more than the query for hundreds of small rows).
 * Both drivers' prepared queries (node-postgres and PGlite) have `all()`, which drizzle's pg-core type
 * does not declare. Timestamps come back as PostgreSQL's text: select only what needs no conversion.
 */
export function driverRows<Row>(statement: unknown, values: Record<string, unknown>): Promise<Row[]> {
  return (statement as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}
