// A feature folder (`<package>/src/features/<feature>/`) is one piece of the product with its own internals.
// Another feature may use it only through the modules it declares public: a module whose header comment
// (the comments before its first statement) carries the tag `@feature-public`. So a reach into a module
// written for its own feature fails, and offering a module to the rest of the package is a visible edit of
// that module, reviewed with it. The app and page folders (`src/app/`, `src/pages/`) and loose files of
// `src/features/` (route registries) compose features and are not checked.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, resolve, sep } from 'node:path';
import { relativeSourceVisitors } from './module-sources.mjs';

export const PUBLIC_TAG = '@feature-public';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const FEATURE_PATH = /^(.*)[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/** `{ root, feature }` of a file inside a feature folder (`root` = its package's `src/features`), else null. */
export function featureOf(path) {
  const match = FEATURE_PATH.exec(path);
  return match ? { root: `${match[1]}${sep}src${sep}features`, feature: match[2] } : null;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file an import string names, as TypeScript and webpack resolve it here; null when none exists. */
function resolveModule(fileDir, source) {
  const base = resolve(fileDir, source);
  if (isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  // `./x.js` naming the TypeScript source `./x.ts`.
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(extname(base))) {
    const stem = base.slice(0, -extname(base).length);
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) if (isFile(stem + ext)) return stem + ext;
  }
  for (const ext of EXTENSIONS) if (isFile(resolve(base, `index${ext}`))) return resolve(base, `index${ext}`);
  return null;
}

const headerCache = new Map();

/** Whether the module's header comment declares it public to other features. Cached per file and mtime. */
export function isFeaturePublic(path) {
  const mtime = statSync(path).mtimeMs;
  const cached = headerCache.get(path);
  if (cached && cached.mtime === mtime) return cached.public;
  // The header: comments and blank lines before the first statement (a shebang included).
  const text = readFileSync(path, 'utf8');
  const header = /^(?:#![^\n]*\n)?(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(text)[0];
  const isPublic = new RegExp(`(^|[\\s*/])${PUBLIC_TAG}\\b`).test(header);
  headerCache.set(path, { mtime, public: isPublic });
  return isPublic;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFeatureInternals = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's modules unless they are declared public." },
    schema: [],
    messages: {
      internal:
        "'{{source}}' is internal to the feature '{{target}}'. Import what that feature declares public " +
        `(a module whose header comment says ${PUBLIC_TAG}), mark this module so if it is meant for other ` +
        'features, or move the shared piece out of both features (docs/conventions.md, Layout).',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const fileDir = dirname(context.filename);
    return relativeSourceVisitors((node, source) => {
      const path = resolveModule(fileDir, source);
      const target = featureOf(path ?? resolve(fileDir, source));
      if (!target || target.root !== own.root || target.feature === own.feature) return;
      // A file that cannot say it is public (JSON, CSS, a missing one) is internal.
      if (path && EXTENSIONS.includes(extname(path)) && isFeaturePublic(path)) return;
      context.report({ node, messageId: 'internal', data: { source, target: target.feature } });
    });
  },
};
