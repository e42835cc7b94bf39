// A relative import that climbs out of its package (`../../mf-chat/src/...`) skips the package's public
// entry, its dependency list and the TypeScript project references, so it must go through the package name
// instead. Import strings alone cannot tell: `../shared/x` is fine inside `mf-chat/src/features/` (it may be
// `mf-chat/src/shared/x`) and wrong one folder higher, so this rule resolves the path against the file.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { relativeSourceVisitors } from './module-sources.mjs';

const packageDirCache = new Map();

/** The nearest folder above `fileDir` that holds a package.json, or null when there is none. */
function findPackageDir(fileDir) {
  if (packageDirCache.has(fileDir)) return packageDirCache.get(fileDir);
  const parent = dirname(fileDir);
  const found = existsSync(resolve(fileDir, 'package.json'))
    ? fileDir
    : parent === fileDir
      ? null
      : findPackageDir(parent);
  packageDirCache.set(fileDir, found);
  return found;
}

function isInside(dir, path) {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportOutsidePackage = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that leave the package of the importing file.' },
    schema: [],
    messages: {
      outside:
        "'{{source}}' leaves the package {{pkg}}/. Import another package by its name (and only where the " +
        'import boundaries allow it).',
    },
  },
  create(context) {
    const fileDir = dirname(context.filename);
    const packageDir = findPackageDir(fileDir);
    if (!packageDir) return {};
    return relativeSourceVisitors((node, source) => {
      if (isInside(packageDir, resolve(fileDir, source))) return;
      context.report({
        node,
        messageId: 'outside',
        data: { source, pkg: relative(context.cwd, packageDir) || '.' },
      });
    });
  },
};
