#!/usr/bin/env node
// `npm start`: builds every front-end package that has no build yet or whose declared inputs (sources, the
// files it copies, config, @dating/shared, the lockfile) differ in content from the ones its build was made from, then runs the API server, which serves the site (http://localhost:8080, PORT changes it).
// `node scripts/start.mjs --build-only` stops after building.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FRONTEND_PACKAGES = [
  'shell',
  'mf-members',
  'mf-chat',
  'mf-payments',
  'mf-signup',
  'mf-landers',
  'mf-staff',
];

/**
 * What a front-end build is made from besides the package's own inputs. The lockfile stands for the
 * installed dependencies (webpack, React, the federation runtime) that end up in the bundle.
 */
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'build-config/webpack',
  'build-config/i18n',
  'package-lock.json',
];
// public/: the files a build copies as they are (the shell's start-after-paint.js and service worker).
const OWN_INPUTS = ['src', 'public', 'package.json', 'webpack.config.mjs', 'module-federation.config.mjs'];
/** Written beside a production build: the hash of each declared input it was built from. */
const INPUTS_RECORD = 'build-inputs.json';

/** The files under `path` (or `path` itself), relative to `root`, without builds and installed packages. */
function inputFiles(path, root) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => inputFiles(`${path}/${entry.name}`, root))
    .sort();
}

/** A hash of the names and contents of an input's files: touching a file without changing it changes nothing. */
function hashInput(path, root) {
  const hash = createHash('sha256');
  for (const file of inputFiles(path, root)) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** Each declared input of `pkg` (relative to the repository) with the hash of its content now. */
export function inputHashes(pkg, root = ROOT) {
  const inputs = [...OWN_INPUTS.map((input) => `${pkg}/${input}`), ...COMMON_INPUTS];
  return Object.fromEntries(inputs.map((input) => [input, hashInput(input, root)]));
}

function packageVersion(pkg, root = ROOT) {
  return JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).version;
}

/** Where a package's build of its package.json version lands. */
function buildDir(pkg, root = ROOT) {
  return pkg === 'shell' ? join(root, 'shell', 'dist') : join(root, pkg, 'dist', packageVersion(pkg, root));
}

/** The file whose presence says a package is built. */
export function buildMarker(pkg, root = ROOT) {
  return join(buildDir(pkg, root), pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/**
 * The compressed copy of the package's entry script, which only a production build writes
 * (build-config/webpack/precompress-plugins.mjs): `npm run dev` writes development builds to the same folders.
 */
function productionEntry(pkg, root = ROOT) {
  return join(buildDir(pkg, root), pkg === 'shell' ? 'main.js.gz' : 'remoteEntry.js.gz');
}

/** Records which inputs a finished production build of `pkg` was made from. */
export function recordInputs(pkg, hashes, root = ROOT) {
  writeFileSync(join(buildDir(pkg, root), INPUTS_RECORD), `${JSON.stringify(hashes, null, 2)}\n`);
}

/**
 * Why a package needs a production build, or null when its production build was made from the inputs as
 * they are now. A development build (from `npm run dev`) counts as none: it would be served several times
 * heavier and uncompressed.
 */
export function staleReason(pkg, root = ROOT, hashes = inputHashes(pkg, root)) {
  if (!existsSync(buildMarker(pkg, root))) return 'not built';
  if (!existsSync(productionEntry(pkg, root))) return 'development build';
  const record = join(buildDir(pkg, root), INPUTS_RECORD);
  if (!existsSync(record)) return 'inputs not recorded';
  const built = JSON.parse(readFileSync(record, 'utf8'));
  const changed = Object.keys(hashes).find((input) => built[input] !== hashes[input]);
  return changed ? `${changed} changed` : null;
}

function runWebpack(pkg, { mode = 'production', env = {}, log = console.log } = {}) {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', mode],
      { cwd: join(ROOT, pkg), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolvePromise();
      } else reject(new Error(`Building ${pkg} failed:\n${output}`));
    });
  });
}

/** Builds one package with webpack (production unless told otherwise). */
export const buildPackage = runWebpack;

/**
 * Builds the packages that need it, two at a time (the machines this runs on have few cores).
 * Returns the names built.
 */
export async function buildStale({ packages = FRONTEND_PACKAGES, log = console.log, concurrency = 2 } = {}) {
  const stale = packages
    .map((pkg) => {
      // Hashed before the build: an edit made while webpack runs makes the next start build again.
      const hashes = inputHashes(pkg);
      return { pkg, hashes, reason: staleReason(pkg, ROOT, hashes) };
    })
    .filter((entry) => entry.reason);
  if (stale.length === 0) return [];
  log(`Building ${stale.map(({ pkg, reason }) => `${pkg} (${reason})`).join(', ')}`);
  const queue = [...stale];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await runWebpack(next.pkg, { log });
      recordInputs(next.pkg, next.hashes);
    }
  });
  await Promise.all(workers);
  return stale.map((entry) => entry.pkg);
}

/**
 * Compiles the server to JavaScript (api/scripts/build-server.mjs) unless api/dist was built from the inputs
 * as they are now. Returns whether it built.
 */
export async function buildServerIfStale({ log = console.log } = {}) {
  const { buildServer, SERVER_INPUTS_RECORD, serverInputHashes } =
    await import('../api/scripts/build-server.mjs');
  const hashes = serverInputHashes();
  const built = existsSync(SERVER_INPUTS_RECORD)
    ? JSON.parse(readFileSync(SERVER_INPUTS_RECORD, 'utf8'))
    : {};
  if (Object.keys(hashes).every((input) => built[input] === hashes[input])) return false;
  await buildServer({ log });
  return true;
}

/**
 * Starts the API server (which serves the front end) as a child process with the given environment: the
 * compiled one in api/dist (buildServerIfStale first), not TypeScript through tsx.
 */
export function startServer(env = {}, stdio = 'inherit') {
  return spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
}

async function main() {
  await buildStale();
  await buildServerIfStale();
  // `--build-only`: what the e2e global setup and CI use to build without serving.
  if (process.argv.includes('--build-only')) return;
  const server = startServer({ PORT: process.env.PORT ?? '8080' });
  const forward = (signal) => server.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
