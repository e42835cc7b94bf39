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
