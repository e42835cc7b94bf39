// The texts the server writes into a page's head (title, description, a lander's headline, the FAQ's
// structured data) come from the same messages the browser shows: each package's build writes its
// messages and documents as ICU source per locale in `head-messages.json` beside its routes.json
// (build-config/webpack/routes/routes-file.mjs), so a served remote version names its own pages (one served
// elsewhere: the file beside its manifest). A build that predates the file, or a package not built yet,
// falls back to the package's source folders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Locale } from '@dating/shared/contract';
import { cachedParsedFiles } from './cached-file';
import { isManifestUrl } from './registry-file';
import type { RemoteEntries } from './remote-registry';
import { REMOTE_PACKAGES, REMOTE_PACKAGE_NAMES, remoteDistDir, type RemotePackage } from './remote-packages';

export type PackageMessages = Partial<Record<Locale, Record<string, string>>>;

/** `<dirName>/<locale>.json` below a package's src, merged, as the build's collect-messages.mjs does. */
export function sourceMessages(srcDir: string): PackageMessages {
  const out: PackageMessages = {};
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
        continue;
      }
      const locale = entry.name.replace(/\.json$/, '');
      if (!(LOCALES as readonly string[]).includes(locale)) continue;
      if (!dir.endsWith('/messages') && !dir.endsWith('/documents')) continue;
      const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      Object.assign((out[locale as Locale] ??= {}), texts);
    }
  };
  walk(srcDir);
  return out;
}

/** Formats a message of a package in a locale, English when the locale lacks it; null when neither has it. */
export type HeadMessage = ((
  owner: string,
  locale: Locale,
  id: string,
  values?: Record<string, string | number>,
) => string | null) & {
  /** The ids of a package's English messages that start with `prefix`, in the order its files list them. */
  idsStartingWith(owner: string, prefix: string): string[];
};

export function createHeadMessages(root: string) {
  const builtMessages = cachedParsedFiles((text) => JSON.parse(text) as PackageMessages);
  const sources = new Map<string, PackageMessages>();
  // A message is parsed once per locale and text, whichever page or version asks for it.
  let formatters = new Map<string, IntlMessageFormat>();
  const formatter = (source: string, locale: Locale) => {
    const key = `${locale}\u0000${source}`;
    let compiled = formatters.get(key);
    if (!compiled) {
      compiled = new IntlMessageFormat(source, locale);
      if (formatters.size >= 10_000) formatters = new Map();
      formatters.set(key, compiled);
    }
    return compiled;
  };
  const fromSource = (folder: string) => {
    let messages = sources.get(folder);
    if (!messages) {
      messages = sourceMessages(join(root, folder, 'src'));
      sources.set(folder, messages);
    }
    return messages;
  };

  const fromUrls = new Map<string, Promise<PackageMessages | null>>();
  /** A version served elsewhere: the file beside its manifest, fetched once (a published version is immutable). */
  function atUrl(manifestUrl: string): Promise<PackageMessages | null> {
    let pending = fromUrls.get(manifestUrl);
    if (!pending) {
      pending = fetch(new URL('head-messages.json', manifestUrl), { signal: AbortSignal.timeout(5000) })
        .then(async (response) => (response.ok ? ((await response.json()) as PackageMessages) : null))
        .catch(() => null)
        .then((messages) => {
          // Not kept: the next page asks again.
          if (!messages) fromUrls.delete(manifestUrl);
          return messages;
        });
      fromUrls.set(manifestUrl, pending);
    }
    return pending;
  }

  async function forPackage(folder: 'shell' | RemotePackage, entry: string | null) {
    if (folder !== 'shell' && entry && isManifestUrl(entry))
      return (await atUrl(entry)) ?? fromSource(folder);
    const dir =
      folder === 'shell' ? join(root, 'shell', 'dist') : entry ? remoteDistDir(root, folder, entry) : null;
    const built = dir ? await builtMessages(join(dir, 'head-messages.json')) : null;
    return built ?? fromSource(folder);
  }

  /** The messages of the shell and of each remote version a site serves, keyed by owner (`shell`, `mf_landers`). */
  return async function headMessagesFor(entries: RemoteEntries): Promise<HeadMessage> {
    const byOwner = new Map<string, PackageMessages>([['shell', await forPackage('shell', null)]]);
    for (const remote of REMOTE_PACKAGE_NAMES)
      byOwner.set(REMOTE_PACKAGES[remote], await forPackage(remote, entries[remote] ?? null));
    const format = (owner: string, locale: Locale, id: string, values?: Record<string, string | number>) => {
      const messages = byOwner.get(owner);
      const source = messages?.[locale]?.[id] ?? messages?.en?.[id];
      if (source === undefined) return null;
      try {
        return String(formatter(source, locale).format(values));
      } catch {
        return null;
      }
    };
    return Object.assign(format, {
      idsStartingWith: (owner: string, prefix: string) =>
        Object.keys(byOwner.get(owner)?.en ?? {}).filter((id) => id.startsWith(prefix)),
    });
  };
}
