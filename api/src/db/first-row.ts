/** The first row of a result that must have one (an INSERT ... RETURNING, an aggregate). */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected a row: ${what}`);
  return row;
}
