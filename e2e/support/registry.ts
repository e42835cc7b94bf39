// Changes the running server's remote registry the way an operator does: with `npm run remotes`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DATA_DIR_ENV, REPO_ROOT } from './e2e-env';

function remotesCommand(...args: string[]): string {
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
