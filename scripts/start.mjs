#!/usr/bin/env node
// `npm start`: builds every front-end package that has no build yet or whose sources changed since its
// build, then runs the API server, which serves the site (http://localhost:8080, PORT changes it).
// `node scripts/start.mjs --build-only` stops after building.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FRONTEND_PACKAGES = ['shell', 'mf-members', 'mf-chat', 'mf-payments', 'mf-signup', 'mf-landers'];

/** Inputs every front-end build bundles besides the package's own folder. */
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'build-config/webpack', 'build-config/i18n'];
const OWN_INPUTS = ['src', 'package.json', 'webpack.config.mjs', 'module-federation.config.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function packageVersion(pkg, root = ROOT) {
  return JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).version;
}

/** Where a package's build of its package.json version lands. */
function buildDir(pkg, root = ROOT) {
  return pkg === 'shell' ? join(root, 'shell', 'dist') : join(root, pkg, 'dist', packageVersion(pkg, root));
}

/** The file whose presence (and age) says a package is built. */
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

/**
 * Why a package needs a production build, or null when its production build is newer than all its inputs.
 * A development build (from `npm run dev`) counts as none: it would be served several times heavier and
 * uncompressed.
 */
export function staleReason(pkg, root = ROOT) {
  const marker = buildMarker(pkg, root);
  if (!existsSync(marker)) return 'not built';
  if (!existsSync(productionEntry(pkg, root))) return 'development build';
  const built = statSync(marker).mtimeMs;
  const inputs = [
    ...OWN_INPUTS.map((input) => join(root, pkg, input)),
    ...COMMON_INPUTS.map((input) => join(root, input)),
  ];
  const changed = inputs.find((input) => newestMtime(input) > built);
  return changed ? `${changed.slice(root.length)} changed` : null;
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
  const stale = packages.map((pkg) => ({ pkg, reason: staleReason(pkg) })).filter((entry) => entry.reason);
  if (stale.length === 0) return [];
  log(`Building ${stale.map(({ pkg, reason }) => `${pkg} (${reason})`).join(', ')}`);
  const queue = [...stale];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runWebpack(next.pkg, { log });
  });
  await Promise.all(workers);
  return stale.map((entry) => entry.pkg);
}

/** Starts the API server (which serves the front end) as a child process with the given environment. */
export function startServer(env = {}, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
}

async function main() {
  await buildStale();
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
