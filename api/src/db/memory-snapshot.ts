import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * In-memory PGlite databases (one per test file, often several) start from a snapshot of an initialised
 * and migrated database instead of running initdb and every migration again. The snapshot is made once
 * per migration history and kept in the temp folder, so other test processes reuse it.
 */
let inProcess: Promise<Blob> | null = null;

function historyHash(migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  hash.update(readFileSync(join(migrationsFolder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

async function build(migrationsFolder: string, file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  // Uncompressed: every database of a test process loads it, and unzipping 44 MB cost each ~150 ms.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  // Several test processes may build it at once; the rename makes whichever finishes last win whole.
  renameSync(temporary, file);
  return dump;
}

export function migratedSnapshot(migrationsFolder: string): Promise<Blob> {
  if (!inProcess) {
    const folder = join(tmpdir(), 'dating-api-pglite-snapshots');
    mkdirSync(folder, { recursive: true });
    inProcess = build(migrationsFolder, join(folder, `${historyHash(migrationsFolder)}.tar`));
  }
  return inProcess;
}
