// Builds what is missing (the same logic as `npm start`), builds the test fixtures, and starts the real
// server on a fresh data folder. The returned function stops it again.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BROKEN_CHUNK_REMOTE,
  brokenChunkVersion,
  DEV_BUILD_REMOTE,
  DEV_BUILD_VERSION,
  failingVersion,
  ADMIN_TOKEN,
  DATA_DIR_ENV,
  E2E_PORT_RANGE,
  EXTERNAL_BASE_URL,
  REPO_ROOT,
  SWAP_REMOTE,
  SWAP_VERSION,
} from './e2e-env';

function packageVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, pkg, 'package.json'), 'utf8')) as { version: string })
    .version;
}

function buildRemoteVersion(pkg: string, version: string, mode: 'production' | 'development' = 'production') {
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', mode], {
    cwd: join(REPO_ROOT, pkg),
    env: { ...process.env, REMOTE_VERSION: version },
    stdio: 'inherit',
  });
}

function mtime(path: string): number {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Builds `version` of a remote, unless its build is already newer than the remote's current build. */
function buildVersionIfOlder(
  pkg: string,
  version: string,
  mode: 'production' | 'development' = 'production',
) {
  const current = join(REPO_ROOT, pkg, 'dist', packageVersion(pkg), 'mf-manifest.json');
  const built = join(REPO_ROOT, pkg, 'dist', version, 'mf-manifest.json');
  if (mtime(built) < mtime(current)) buildRemoteVersion(pkg, version, mode);
}

function buildFixtures() {
  // A real second build of a remote, served next to the current one, as a marketing swap would be.
  // Rebuilt only when the current build is newer, so repeated runs stay fast.
  buildVersionIfOlder(SWAP_REMOTE, SWAP_VERSION);
  // A remote under development, served next to the releases.
  buildVersionIfOlder(DEV_BUILD_REMOTE, DEV_BUILD_VERSION, 'development');

  // A release whose mount throws, built from its own source and deployed as an mf-landers version.
  const failingSource = join(REPO_ROOT, 'e2e/fixtures/failing-remote');
  const failingTarget = join(REPO_ROOT, SWAP_REMOTE, 'dist', failingVersion());
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: failingSource,
      env: { ...process.env, REMOTE_VERSION: failingVersion() },
      stdio: 'inherit',
    },
  );
  rmSync(failingTarget, { recursive: true, force: true });
  cpSync(join(failingSource, 'dist', failingVersion()), failingTarget, { recursive: true });
  rmSync(join(failingSource, 'dist', failingVersion()), { recursive: true, force: true });
  // It stands in for a release of mf-landers with the same pages, so it declares mf-landers' routes.
  cpSync(join(REPO_ROOT, SWAP_REMOTE, 'src', 'routes.json'), join(failingTarget, 'routes.json'));

  // A deployment whose page chunk is gone: what a browser holding an old manifest meets after a cleanup.
  const source = join(REPO_ROOT, BROKEN_CHUNK_REMOTE, 'dist', packageVersion(BROKEN_CHUNK_REMOTE));
  const target = join(REPO_ROOT, BROKEN_CHUNK_REMOTE, 'dist', brokenChunkVersion());
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const exposeChunks = readdirSync(target).filter((file) => file.startsWith('__federation_expose_app.'));
  if (exposeChunks.length === 0) throw new Error(`No expose chunk found in ${source}`);
  for (const file of exposeChunks) rmSync(join(target, file));
}

async function waitForServer(url: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The e2e server did not start on ${url}.\n${log}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

/**
 * A port of the e2e range for this run only. A lock file claims it before the server exists (the server
 * needs seconds to start), so two runs in one checkout never end up testing the same server.
 */
async function claimPort(): Promise<{ port: number; release: () => void }> {
  for (let port = E2E_PORT_RANGE[0]; port <= E2E_PORT_RANGE[1]; port++) {
    const lock = join(tmpdir(), `dating-e2e-port-${port}.lock`);
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && isAlive(owner)) continue;
      rmSync(lock, { force: true });
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
      } catch {
        continue;
      }
    }
    if (await portIsFree(port)) return { port, release: () => rmSync(lock, { force: true }) };
    rmSync(lock, { force: true });
  }
  throw new Error(`No free port in ${E2E_PORT_RANGE.join('-')}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (EXTERNAL_BASE_URL) {
    if (!process.env[DATA_DIR_ENV])
      throw new Error(`E2E_BASE_URL needs ${DATA_DIR_ENV}: the server's DATA_DIR`);
    buildFixtures();
    return async () => {};
  }
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

  // Workers start after this setup and inherit its environment: they read the port from E2E_PORT.
  const { port, release } = await claimPort();
  process.env.E2E_PORT = String(port);
  buildFixtures();
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-e2e-'));
  process.env[DATA_DIR_ENV] = dataDir;
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // The compiled server, as `npm start` runs it (start.mjs --build-only built it).
  const server = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PROFILES: '12',
      // The whole suite is one address and a few demo members; the limits themselves are tested in api/.
      RATE_LIMIT_SCALE: '100',
      // The browser stands in for the CDN in front of the site: its X-Country header counts only from a
      // trusted proxy (docs/security.md), and every request of the suite comes from this machine.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForServer(`http://127.0.0.1:${port}/mf/remotes.json`, server, logFile);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    log.end();
    release();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(REPO_ROOT, SWAP_REMOTE, 'dist', failingVersion()), { recursive: true, force: true });
    rmSync(join(REPO_ROOT, BROKEN_CHUNK_REMOTE, 'dist', brokenChunkVersion()), {
      recursive: true,
      force: true,
    });
  };
}
