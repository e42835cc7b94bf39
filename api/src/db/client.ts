import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migratedSnapshot } from './memory-snapshot';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the query code sees, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite runs embedded. */
  databaseUrl: string | null;
  /** PGlite data folder; null keeps the database in memory (tests), starting from a migrated snapshot. */
  pgliteDir: string | null;
  poolSize?: number;
}

/** Opens the database and brings its schema up to date with the migration history. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle pooled connection the server ends (restart, failover, a dropped database) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the connection on the next checkout.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir)
    : new PGlite({ loadDataDir: await migratedSnapshot(migrationsFolder) });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
