#!/usr/bin/env node
// `npm run build -w @dating/api` (part of `npm run build`): the server as JavaScript in api/dist, so
// production runs `node api/dist/server.js` instead of compiling TypeScript at every start with tsx.
// Each module of api/src becomes the module at the same place under api/dist (the server finds its fonts,
// pictures, messages and migrations relative to its modules, so the tree keeps its shape and those files are
// copied beside), with its imports given the `.js` Node needs. `@dating/shared/contract`, TypeScript source
// in the repository, becomes one module, api/dist/_shared/contract.js. Tests and test support are left out.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const api = fileURLToPath(new URL('..', import.meta.url));
const root = join(api, '..');
const src = join(api, 'src');
const dist = join(api, 'dist');
const CONTRACT_OUT = join(dist, '_shared', 'contract.js');
/** What the build is made of; `npm start` rebuilds when one of them changed (scripts/start.mjs). */
export const SERVER_INPUTS = [
  'api/src',
  'api/package.json',
  'api/scripts/build-server.mjs',
  'shared/src/contract',
  'package-lock.json',
];
export const SERVER_INPUTS_RECORD = join(dist, 'build-inputs.json');

const isTest = (path) => /\.test\.ts$|-test-app\.ts$/.test(path) || path.split('/').includes('testing');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The hash of each input's files (names and contents), as scripts/start.mjs compares them. */
export function serverInputHashes() {
  return Object.fromEntries(
    SERVER_INPUTS.map((input) => {
      const full = join(root, input);
      const hash = createHash('sha256');
      const files = existsSync(full) ? (statSync(full).isDirectory() ? walk(full).sort() : [full]) : [];
      for (const file of files) hash.update(`${relative(root, file)}\0`).update(readFileSync(file));
      return [input, hash.digest('hex')];
    }),
  );
}

/** `./x` -> `./x.js` or `./x/index.js`, as the TypeScript file it names; the contract -> its bundle. */
function rewriteSpecifier(specifier, fromFile) {
  if (specifier === '@dating/shared/contract') {
    const path = relative(dirname(join(dist, relative(src, fromFile))), CONTRACT_OUT);
    return path.startsWith('.') ? path : `./${path}`;
  }
  if (!specifier.startsWith('.')) return specifier;
  const target = join(dirname(fromFile), specifier);
  if (existsSync(`${target}.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.ts'))) return `${specifier}/index.js`;
  return specifier;
}

const SPECIFIERS = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"']+)\2/g;

export async function buildServer({ log = console.log } = {}) {
  rmSync(dist, { recursive: true, force: true });
  const started = Date.now();
  const files = walk(src).filter((file) => !isTest(relative(src, file)));
  for (const file of files) {
    const out = join(dist, relative(src, file));
    mkdirSync(dirname(out), { recursive: true });
    if (!file.endsWith('.ts')) {
      cpSync(file, out);
      continue;
    }
    const { code } = await transform(readFileSync(file, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'node22',
      sourcefile: relative(api, file),
    });
    const rewritten = code.replace(
      SPECIFIERS,
      (_, before, quote, specifier) =>
        `${before}${quote}${rewriteSpecifier(specifier, file)}${quote}` +
        // Node imports JSON only when told so (tsx did not ask).
        (specifier.endsWith('.json') && before.startsWith('from') ? ' with { type: "json" }' : ''),
    );
    writeFileSync(out.replace(/\.ts$/, '.js'), rewritten);
  }
  await build({
    entryPoints: [join(root, 'shared/src/contract/index.ts')],
    outfile: CONTRACT_OUT,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // zod and the contract's other libraries come from node_modules like the server's own.
    packages: 'external',
    logLevel: 'warning',
  });
  writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(SERVER_INPUTS_RECORD, `${JSON.stringify(serverInputHashes(), null, 2)}\n`);
  log(`  built the server (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
