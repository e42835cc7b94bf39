// `<link rel="preload">`s of the shell's own start-up scripts: the libraries main.js loads before it can run,
// the texts of the visitor's locale, on the shell's own routes the route's page (with the content pages'
// documents and TanStack Query, which the content page keeps its text in), and on a remote's route the
// libraries the shell offers remotes that its page needs. The shell's build lists them
// (build-config/webpack/boot-assets-plugin.mjs); without the links a phone asked for them only after main.js
// had arrived and run, one round trip each.
import { join } from 'node:path';
import { shellPageOf, type Locale, type ResolvedRoute, type ShellPageName } from '@dating/shared/contract';
import { cachedParsedFiles } from './cached-file';

type FilesBy<K extends string> = Partial<Record<K, string[]>>;

interface BootAssets {
  startup: string[];
  messages: FilesBy<Locale>;
  pages: FilesBy<ShellPageName>;
  documents: FilesBy<Locale>;
  /** The libraries the shell offers only remotes, by share key. */
  shared: FilesBy<string>;
}

/**
 * What every remote's page needs of the shell's offer before it renders: its lifecycles (single-spa-react)
 * and its query store (TanStack Query). Asked for only once the remote's page had run, they were one more
 * request in a row.
 */
const REMOTE_PAGE_LIBRARIES = ['single-spa-react', '@tanstack/react-query'];

/** Libraries of the shell's offer that its own pages use: the content page keeps its text in a query store. */
const SHELL_PAGE_LIBRARIES: Partial<Record<ShellPageName, string[]>> = { content: ['@tanstack/react-query'] };

/** A file name the build writes: no folders, nothing that could leave the attribute. */
const PLAIN_FILE = /^[\w.~-]+\.js$/;

function parseBootAssets(text: string): BootAssets | null {
  try {
    const parsed = JSON.parse(text) as Partial<BootAssets>;
    const files = (value: unknown) =>
      Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];
    const filesBy = (value: unknown) =>
      Object.fromEntries(
        Object.entries(value && typeof value === 'object' ? value : {}).map(([key, list]) => [
          key,
          files(list),
        ]),
      );
    return {
      startup: files(parsed.startup),
      messages: filesBy(parsed.messages),
      pages: filesBy(parsed.pages),
      documents: filesBy(parsed.documents),
      shared: filesBy(parsed.shared),
    };
  } catch {
    return null;
  }
}

/**
 * As low as main.js's own (a deferred script): they are needed together with it, and must not take the line
 * from what the page shows first. Chromium would give a script preload high priority.
 */
const scriptPreload = (file: string) =>
  `<link rel="preload" href="/${file}" as="script" fetchpriority="low">`;

/** Reads the shell build's boot-assets.json again only when a rebuild changed it. */
export function createShellPreload(shellDist: string) {
  const bootAssets = cachedParsedFiles(parseBootAssets);
  const current = () => bootAssets(join(shellDist, 'boot-assets.json'));

  /**
   * The links for the page of `route` (null: not found) shown in `locale`; none when the build has no list
   * (an older shell build).
   */
  return async function linksFor(locale: Locale, resolved: ResolvedRoute | null): Promise<string[]> {
    const boot = await current();
    if (!boot) return [];
    const shellRoute = resolved?.route.owner === 'shell';
    const page = resolved && shellRoute ? shellPageOf(resolved.match.name) : undefined;
    const remotePage = resolved !== null && !shellRoute;
    const files = [
      ...boot.startup,
      ...(boot.messages[locale] ?? []),
      ...(page ? (boot.pages[page] ?? []) : []),
      ...(page === 'content' ? (boot.documents[locale] ?? []) : []),
      ...(page ? (SHELL_PAGE_LIBRARIES[page] ?? []).flatMap((library) => boot.shared[library] ?? []) : []),
      ...(remotePage ? REMOTE_PAGE_LIBRARIES.flatMap((library) => boot.shared[library] ?? []) : []),
    ];
    return [...new Set(files)].filter((file) => PLAIN_FILE.test(file)).map(scriptPreload);
  };
}
