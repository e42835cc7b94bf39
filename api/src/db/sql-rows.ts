import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rows of a raw SQL statement, as the driver returns them (column names as selected, values as the
 * driver parses them). Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`, which
 * drizzle's pg-core type does not declare.
 */
export async function sqlRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
