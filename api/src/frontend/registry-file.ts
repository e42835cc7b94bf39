// The registry's old home, $DATA_DIR/remotes.json: read once into the database (registry-import.ts). Its
// entry rules still validate every entry the registry accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  // Most entries are version folders (`1.4.0`): no URL to parse.
  if (!/^https?:/i.test(value)) return false;
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

/**
 * A site's key: its domain as the site directory knows it (api/src/plugins/site.ts), so `www.`, a port and
 * `<domain>.localhost` name the same site.
 */
export function normalizeSite(site: string): string {
  return site
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '')
    .replace(/\.localhost\.?$/, '')
    .replace(/^www\./, '');
}

export function readRegistryFile(path: string): RegistryFile {
  return registryFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}
