// A package's routes are declared in its own `src/routes.json` (format and rules: @dating/shared's
// contract/route-table.ts). A remote's build writes it as `routes.json` beside its `mf-manifest.json`, where
// the server reads it for the versions the registry serves; the shell's build writes its own to shell/dist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectMessages, DOCUMENTS_DIR, LOCALES } from '../../i18n/collect-messages.mjs';

/** Where a package declares its routes. */
export const routesFilePath = (packageDir) => join(packageDir, 'src', 'routes.json');

/** The package's routes file, parsed; `{ routes: [] }` for a package without one. */
export function readRoutesFile(packageDir) {
  const path = routesFilePath(packageDir);
  if (!existsSync(path)) return { routes: [] };
  return JSON.parse(readFileSync(path, 'utf8'));
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * What the build records of the shared contract beside the routes: a remote, the range of @dating/shared it
 * was built against (its package.json dependency); the shell, the version of @dating/shared it provides.
 * The shell refuses to mount a remote whose range its version does not satisfy, and the deploy and registry
 * commands refuse to publish or assign it (docs/deploying-remotes.md).
 */
export function contractOf(packageDir, kind) {
  if (kind === 'shell') {
    const shared = readJson(join(packageDir, '..', 'shared', 'package.json'));
    return { provides: shared.version };
  }
  const range = readJson(join(packageDir, 'package.json')).dependencies?.['@dating/shared'];
  return range ? { builtAgainst: range } : {};
}

/** The front-end packages in the order their routes are published: the shell's first. */
const PACKAGES = [
  ['shell', 'shell'],
  ['mf-members', 'mf_members'],
  ['mf-chat', 'mf_chat'],
  ['mf-payments', 'mf_payments'],
  ['mf-signup', 'mf_signup'],
  ['mf-landers', 'mf_landers'],
  ['mf-staff', 'mf_staff'],
];

/** Every package's routes file with its owner, as the registry would publish them (for tests). */
export function siteRoutesFiles(repoRoot) {
  return PACKAGES.map(([folder, owner]) => ({ owner, file: readRoutesFile(join(repoRoot, folder)) }));
}

/**
 * Emits the package's routes file as `routes.json` into the build. The full check of a declaration is the
 * contract's (each remote's pages.test.ts, the deploy command, and the server, which leaves out a file that
 * fails it); here only what keeps the build's output readable.
 */
export class RoutesFilePlugin {
  constructor(packageDir, kind) {
    this.packageDir = packageDir;
    this.kind = kind;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      compilation.fileDependencies.add(routesFilePath(this.packageDir));
      compilation.hooks.processAssets.tap(
        { name: 'RoutesFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          let file;
          try {
            file = readRoutesFile(this.packageDir);
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`src/routes.json: ${error.message}`));
            return;
          }
          if (!file || !Array.isArray(file.routes)) {
            compilation.errors.push(new webpack.WebpackError('src/routes.json: no "routes" list'));
            return;
          }
          // The package's texts as ICU source, per locale, for the server to write the page's head (title,
          // description, the FAQ's structured data) from the same messages the browser shows.
          const srcDir = join(this.packageDir, 'src');
          const headMessages = Object.fromEntries(
            LOCALES.map((locale) => [
              locale,
              { ...collectMessages(srcDir, locale), ...collectMessages(srcDir, locale, DOCUMENTS_DIR) },
            ]),
          );
          compilation.emitAsset(
            'head-messages.json',
            new webpack.sources.RawSource(JSON.stringify(headMessages)),
          );
          const contract = contractOf(this.packageDir, this.kind);
          compilation.emitAsset(
            'routes.json',
            new webpack.sources.RawSource(JSON.stringify({ ...file, ...contract })),
          );
        },
      );
    });
  }
}
