// Changes the running server's remote registry the way an operator does: with `npm run remotes`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DATA_DIR_ENV, REPO_ROOT } from './e2e-env';

export function remotesCommand(...args: string[]): string {
  const dataDir = process.env[DATA_DIR_ENV];
  if (!dataDir) throw new Error('The e2e global setup did not run (no data folder)');
  return execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/remotes.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

export function setRemote(remote: string, entry: string): void {
  remotesCommand('set', remote, entry);
}

export function unsetRemote(remote: string): void {
  remotesCommand('unset', remote);
}

/** `splitRemote('mf-landers', '0.1.0=50', '2.0.0=50')` */
export function splitRemote(remote: string, ...variants: string[]): void {
  remotesCommand('split', remote, ...variants);
}

export function rollbackRemote(remote: string): void {
  remotesCommand('rollback', remote);
}

/** Signups per variant of one remote on one site, from `npm run remotes -- stats`. */
export function signupsPerVariant(remote: string, site: string): Map<string, number> {
  const counts = new Map<string, number>();
  // Only the first table: the views-and-errors table after the blank line has the same first columns.
  const [signupTable = ''] = remotesCommand('stats', remote, '--site', site).split('\n\n');
  for (const line of signupTable.split('\n')) {
    const [lineSite, lineRemote, entry, signups] = line.trim().split(/\s+/);
    if (lineSite === site && lineRemote === remote && entry) counts.set(entry, Number(signups));
  }
  return counts;
}
