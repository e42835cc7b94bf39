// Whether a remote build can run in the shell the site serves: its build wrote the @dating/shared range it
// was built against beside its manifest (`builtAgainst` in routes.json), the shell's build the version it
// provides (`provides`). The deploy command and `npm run remotes -- set|split|canary` refuse a build whose
// range that version does not satisfy; the shell refuses to mount one that got into the registry anyway.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfiesRange } from '@dating/shared/contract';

function readJson(path: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The @dating/shared version the served shell provides: its build's record, else the package's version. */
export function shellSharedVersion(root: string): string | null {
  const built = readJson(join(root, 'shell', 'dist', 'routes.json'))?.provides;
  if (typeof built === 'string') return built;
  const version = readJson(join(root, 'shared', 'package.json'))?.version;
  return typeof version === 'string' ? version : null;
}

/** Why the build in `buildDir` cannot run in the served shell, or null when it can (or says nothing). */
export function contractProblem(root: string, buildDir: string): string | null {
  const range = readJson(join(buildDir, 'routes.json'))?.builtAgainst;
  if (typeof range !== 'string') return null;
  const provided = shellSharedVersion(root);
  if (!provided) return null;
  return satisfiesRange(provided, range)
    ? null
    : `it was built against @dating/shared ${range}, and the shell provides ${provided}.`;
}
