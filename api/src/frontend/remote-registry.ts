import type { Db } from '../db/client';
import { ALL_SITES, type RemoteVariant } from '../db/schema/index';
import { isManifestUrl } from './registry-file';
import { loadAssignments, registryVersion, type Assignment } from './registry-store';
import {
  REMOTE_PACKAGES,
  REMOTE_PACKAGE_NAMES,
  packageVersion,
  type RemoteContainer,
  type RemotePackage,
} from './remote-packages';
import { pickVariant } from './variant-pick';

export type RemoteManifests = Record<RemoteContainer, string>;
/** The entry (version or manifest URL) each remote is served as, by package name. */
export type RemoteEntries = Record<RemotePackage, string>;

export interface RegistryAnswer {
  remotes: RemoteManifests;
  entries: RemoteEntries;
  /** Whether the answer depends on the visitor's bucket (a split is on for this site). */
  split: boolean;
}

export function manifestUrlFor(remote: string, entry: string): string {
  return isManifestUrl(entry) ? entry : `/mf/${remote}/${entry}/mf-manifest.json`;
}

/** The variants in force for a remote on a site: its own assignment, else the all-sites one, else none. */
export function variantsFor(
  assignments: ReadonlyMap<string, RemoteVariant[]>,
  site: string | null,
  remote: RemotePackage,
): { variants: RemoteVariant[]; from: 'site' | 'all sites' } | null {
  const own = site ? assignments.get(keyOf(site, remote)) : undefined;
  if (own) return { variants: own, from: 'site' };
  const all = assignments.get(keyOf(ALL_SITES, remote));
  return all ? { variants: all, from: 'all sites' } : null;
}

function keyOf(site: string, remote: string) {
  return `${site}\u0000${remote}`;
}

export function indexAssignments(rows: readonly Assignment[]): Map<string, RemoteVariant[]> {
  return new Map(rows.map((row) => [keyOf(row.site, row.remote), row.variants]));
}

/** Which build each remote loads for a site and a visitor bucket. */
export function answerFor(
  assignments: ReadonlyMap<string, RemoteVariant[]>,
  root: string,
  site: string | null,
  bucket: string | null,
): RegistryAnswer {
  const remotes = {} as RemoteManifests;
  const entries = {} as RemoteEntries;
  let split = false;
  for (const remote of REMOTE_PACKAGE_NAMES) {
    const assigned = variantsFor(assignments, site, remote);
    if (assigned && assigned.variants.length > 1) split = true;
    const entry = assigned ? pickVariant(assigned.variants, bucket, remote) : packageVersion(root, remote);
    entries[remote] = entry;
    remotes[REMOTE_PACKAGES[remote]] = manifestUrlFor(remote, entry);
  }
  return { remotes, entries, split };
}

/**
 * The registry as the server reads it: the assignment rows cached in memory, and before each answer one
 * look at the change log's highest id, so a change made through any instance (or the command line) shows on
 * the next page load everywhere, without a restart and without reading every row on every request.
 */
export function createRemoteRegistry({ root, db }: { root: string; db: Db }) {
  let cached: { version: number; assignments: Map<string, RemoteVariant[]> } | null = null;
  let checking: Promise<Map<string, RemoteVariant[]>> | null = null;

  async function refresh(): Promise<Map<string, RemoteVariant[]>> {
    const version = await registryVersion(db);
    if (cached?.version !== version) {
      cached = { version, assignments: indexAssignments(await loadAssignments(db)) };
    }
    return cached.assignments;
  }

  /** Requests arriving together share one version check. */
  function current(): Promise<Map<string, RemoteVariant[]>> {
    checking ??= refresh().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    async answer(site: string | null, bucket: string | null): Promise<RegistryAnswer> {
      return answerFor(await current(), root, site, bucket);
    },
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
