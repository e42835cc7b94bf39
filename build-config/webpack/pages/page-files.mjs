// A remote's pages are the files of its `src/pages/` folder, one per route, named after the route
// (`src/pages/members-id.tsx` shows the route `members-id`). The build exposes each one and the remote's
// root lazy-imports the same file under the same chunk name, so the folder is the only list of pages.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../i18n/collect-messages.mjs';

const PAGE_FILE = /^([a-z0-9-]+)\.tsx?$/;

/** `[{ route, file }]` for every page file of the package, sorted by route; none without a folder. */
export function pageFiles(packageDir) {
  const dir = join(packageDir, 'src', 'pages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => PAGE_FILE.test(name) && !name.includes('.test.'))
    .sort()
    .map((name) => ({ route: PAGE_FILE.exec(name)[1], file: join(dir, name) }));
}

/** The chunk (and expose) name of a route's page: `page-<route>`. */
export const pageChunkName = (route) => `page-${route}`;

/** The chunk (and expose) name of a locale's messages: `messages-<locale>`, as load-messages.mjs names it. */
export const messagesChunkName = (locale) => `messages-${locale}`;

/**
 * What a remote exposes besides its module-federation.config.mjs: `./page/<route>` for each page file and
 * `./messages/<locale>` for each locale. Each expose is named like the lazy import of the same module, so
 * webpack makes one file of both and the manifest lists it as that expose's only script: the shell and the
 * server preload a route by expose name (shell/src/remotes/preload-remote.ts, api/src/frontend/remote-preload.ts).
 */
export function pageAndMessageExposes(packageDir) {
  const exposes = {};
  for (const { route, file } of pageFiles(packageDir))
    exposes[`./page/${route}`] = { import: file, name: pageChunkName(route) };
  // Without `.json`: the manifest plugin keys an expose's files by its import minus the extension, which
  // would make `package-messages.json?locale=de` and `?locale=fr` one key listing every locale's file.
  // Resolved, it is the same module as load-messages.mjs's import, so still one file per locale.
  const messages = join(import.meta.dirname, '../messages/package-messages');
  for (const locale of LOCALES)
    exposes[`./messages/${locale}`] = {
      import: `${messages}?locale=${locale}`,
      name: messagesChunkName(locale),
    };
  return exposes;
}
