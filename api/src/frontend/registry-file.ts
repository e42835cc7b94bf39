import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { REMOTE_PACKAGE_NAMES, isVersion, type RemotePackage } from './remote-packages';

/** A registry entry: a built version of the remote, or the URL of a manifest served elsewhere (a CDN). */
export const entrySchema = z
  .string()
  .refine((value) => isVersion(value) || isManifestUrl(value), 'a version (1.4.0) or an http(s) URL');

const entriesSchema = z.partialRecord(
  z.enum(REMOTE_PACKAGE_NAMES as [RemotePackage, ...RemotePackage[]]),
  entrySchema,
);

export const registryFileSchema = z.object({
  default: entriesSchema.optional(),
  sites: z.record(z.string(), entriesSchema).optional(),
});

export type RegistryEntries = z.infer<typeof entriesSchema>;
export type RegistryFile = z.infer<typeof registryFileSchema>;

export function isManifestUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function registryFilePath(dataDir: string): string {
  return join(dataDir, 'remotes.json');
}

/** Site keys are host names without port, lower case, so `Example.com:8080` and `example.com` agree. */
export function normalizeSite(site: string): string {
  return site.trim().toLowerCase().replace(/:\d+$/, '');
}

export function readRegistryFile(path: string): RegistryFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return registryFileSchema.parse(JSON.parse(text));
}

/** Written to a temporary file and renamed, so a server reading it at the same moment never sees half a file. */
export function writeRegistryFile(path: string, file: RegistryFile): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registryFileSchema.parse(file), null, 2)}\n`);
  renameSync(temporary, path);
}

/**
 * Reads the overrides again only when the file changed (mtime or size), so every page load sees the
 * latest `npm run remotes -- set ...` without a restart and without parsing JSON on each request.
 * A file that does not parse keeps the last good content and reports the problem once.
 */
export function createRegistryFileReader(path: string, onInvalid: (error: unknown) => void) {
  let stamp = '';
  let current: RegistryFile = {};
  return (): RegistryFile => {
    let next: string;
    try {
      const stats = statSync(path);
      next = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      next = 'missing';
    }
    if (next !== stamp) {
      stamp = next;
      try {
        current = next === 'missing' ? {} : readRegistryFile(path);
      } catch (error) {
        onInvalid(error);
      }
    }
    return current;
  };
}
