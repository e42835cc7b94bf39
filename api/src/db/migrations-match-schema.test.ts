// The TypeScript schema (what the queries are typed by) and the SQL migrations (what the database really has)
// are written separately; these tests fail when they drift apart, so `npm run db:generate` stays usable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import * as schema from './schema/index';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

test('db:generate on the unchanged schema writes no migration (the last snapshot is the schema)', () => {
  const out = mkdtempSync(join(tmpdir(), 'drizzle-check-'));
  try {
    cpSync(join(apiRoot, 'drizzle'), out, { recursive: true });
    const before = filesUnder(out);
    const run = spawnSync(
      process.execPath,
      [
        join(apiRoot, '../node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        // drizzle-kit reads --out as relative to the working folder.
        `--out=${relative(apiRoot, out)}`,
      ],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr + run.stdout);
    const added = filesUnder(out).filter((file) => !before.includes(file));
    assert.deepEqual(
      added,
      [],
      'the schema differs from the last snapshot in api/drizzle/meta: run `npm run db:generate -w @dating/api` ' +
        'and commit the migration it writes (edit its SQL if needed), or fix the schema',
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the migrated database has every table and column of the schema, with its type and nullability', async () => {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    interface ColumnRow {
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
    }
    // Both engines answer execute() with { rows }; the shared Db type does not say so.
    const result = (await database.db.execute(sql`select table_name, column_name, udt_name, is_nullable
      from information_schema.columns where table_schema = 'public'`)) as unknown as { rows: ColumnRow[] };
    const actual = new Map(result.rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    const problems: string[] = [];
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        const found = actual.get(key);
        if (!found) {
          problems.push(`${key} is in the schema but no migration creates it`);
          continue;
        }
        if (column.notNull !== (found.is_nullable === 'NO'))
          problems.push(`${key}: schema says ${column.notNull ? 'not null' : 'nullable'}, database differs`);
        const expected = udtOf(column.getSQLType());
        if (expected && expected !== found.udt_name)
          problems.push(`${key}: schema type ${column.getSQLType()}, database ${found.udt_name}`);
      }
    }
    assert.deepEqual(problems, []);
  } finally {
    await database.close();
  }
});

/** information_schema's name for a column type drizzle writes, for the types whose names differ. */
function udtOf(sqlType: string): string | null {
  const base = sqlType.replace(/\(.*\)/, '').trim();
  if (base.endsWith('[]')) return `_${udtOf(base.slice(0, -2)) ?? base.slice(0, -2)}`;
  const names: Record<string, string> = {
    serial: 'int4',
    integer: 'int4',
    bigserial: 'int8',
    bigint: 'int8',
    smallint: 'int2',
    boolean: 'bool',
    text: 'text',
    'timestamp with time zone': 'timestamptz',
    timestamp: 'timestamp',
    date: 'date',
    jsonb: 'jsonb',
    json: 'json',
    uuid: 'uuid',
    numeric: 'numeric',
    'double precision': 'float8',
    real: 'float4',
    bytea: 'bytea',
    varchar: 'varchar',
    inet: 'inet',
  };
  return names[base] ?? null;
}
