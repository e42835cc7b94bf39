// Installs from before the database registry kept their overrides in $DATA_DIR/remotes.json: they are read
// once into the database, and the file is renamed so nobody edits it expecting an effect.
import { existsSync, renameSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ALL_SITES, remoteAssignments, remoteRegistryChanges } from '../db/schema/index';
import { normalizeSite, readRegistryFile, registryFilePath, type RegistryEntries } from './registry-file';
import { REMOTE_PACKAGE_NAMES } from './remote-packages';

export type ImportResult =
  | { imported: number; file: string; renamedTo: string }
  | { skipped: 'no file' }
  | { skipped: 'registry in use'; file: string; renamedTo: string };

export async function importRegistryFile(db: Db, dataDir: string): Promise<ImportResult> {
  const file = registryFilePath(dataDir);
  if (!existsSync(file)) return { skipped: 'no file' };
  // A file that does not parse throws here: the caller reports it, and it stays for someone to fix.
  const content = readRegistryFile(file);
  const rows: { site: string; remote: string; entry: string }[] = [];
  const add = (site: string, entries: RegistryEntries | undefined) => {
    for (const remote of REMOTE_PACKAGE_NAMES) {
      const entry = entries?.[remote];
      if (entry) rows.push({ site, remote, entry });
    }
  };
  add(ALL_SITES, content.default);
  for (const [site, entries] of Object.entries(content.sites ?? {})) add(normalizeSite(site), entries);

  const imported = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('remote_registry'))`);
    // Several instances sharing one database may each find their own copy: only the first one counts, and
    // a registry already managed in the database is never overwritten by an old file.
    const [any] = await tx.select({ id: remoteRegistryChanges.id }).from(remoteRegistryChanges).limit(1);
    if (any) return null;
    for (const row of rows) {
      const variants = [{ entry: row.entry, weight: 100 }];
      await tx
        .insert(remoteRegistryChanges)
        .values({ site: row.site, remote: row.remote, action: 'import', variants });
      await tx.insert(remoteAssignments).values({ site: row.site, remote: row.remote, variants });
    }
    return rows.length;
  });
  const renamedTo = `${file}.imported`;
  renameSync(file, renamedTo);
  return imported === null ? { skipped: 'registry in use', file, renamedTo } : { imported, file, renamedTo };
}
