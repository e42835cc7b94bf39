import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RECHECK_MS } from './cached-file';

/** The repository root, where each front-end package keeps its `dist/`. */
export const DEFAULT_FRONTEND_ROOT = resolve(import.meta.dirname, '../../..');

/** Remote package folder -> federation container name (docs/conventions.md). */
export const REMOTE_PACKAGES = {
  'mf-members': 'mf_members',
  'mf-chat': 'mf_chat',
  'mf-payments': 'mf_payments',
  'mf-signup': 'mf_signup',
  'mf-landers': 'mf_landers',
  'mf-staff': 'mf_staff',
} as const;

export type RemotePackage = keyof typeof REMOTE_PACKAGES;
export type RemoteContainer = (typeof REMOTE_PACKAGES)[RemotePackage];

export const REMOTE_PACKAGE_NAMES = Object.keys(REMOTE_PACKAGES) as RemotePackage[];

export function isRemotePackage(value: string): value is RemotePackage {
  return Object.hasOwn(REMOTE_PACKAGES, value);
}

/** A version as a folder name: semver-like, never a path (no `/`, no `..`). */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export function isVersion(value: string): boolean {
  return VERSION_PATTERN.test(value) && !value.includes('..');
}

export function remoteDistDir(root: string, remote: RemotePackage, version: string): string {
  return join(root, remote, 'dist', version);
}

export function isBuilt(root: string, remote: RemotePackage, version: string): boolean {
  try {
    return statSync(join(remoteDistDir(root, remote, version), 'mf-manifest.json')).isFile();
  } catch {
    return false;
  }
}

/** Versions of a remote that have a build, newest first by build time. */
export function builtVersions(root: string, remote: RemotePackage): string[] {
  const dist = join(root, remote, 'dist');
  try {
    return readdirSafe(dist)
      .filter((version) => isVersion(version) && isBuilt(root, remote, version))
      .map((version) => ({ version, time: statSync(join(dist, version, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.time - a.time)
      .map((entry) => entry.version);
  } catch {
    return [];
  }
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

const packageVersions = new Map<string, { at: number; version: string }>();

/**
 * The version in a remote's package.json: what the registry serves when nothing overrides it. Every page
 * asks it of each remote, so it is read again at most once a second, as the build files are (cached-file.ts).
 */
export function packageVersion(root: string, remote: RemotePackage, now = Date.now()): string {
  const path = join(root, remote, 'package.json');
  const known = packageVersions.get(path);
  if (known && now - known.at < RECHECK_MS) return known.version;
  const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
  packageVersions.set(path, { at: now, version });
  return version;
}
