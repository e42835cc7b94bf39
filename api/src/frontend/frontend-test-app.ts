// Test support: the front-end server (shell, remote builds, registry) on a database with two sites, without
// the API around it, serving a repository-shaped fixture folder.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../plugins/config';
import configPlugin from '../plugins/config-plugin';
import databasePlugin from '../plugins/database';
import sitePlugin from '../plugins/site';
import { createSites } from '../testing/fixtures';
import { runRegistryCommand } from './registry-commands';
import { createViewCounter, type ViewCounter } from './remote-error-counts';
import { DEFAULT_FRONTEND_ROOT, REMOTE_PACKAGE_NAMES } from './remote-packages';
import { serveFrontend } from './serve-frontend';

/** Every remote package, each with a package.json in a fixture root. */
export const REMOTES = REMOTE_PACKAGE_NAMES;

export function writeFile(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Copies a package's declared routes (its src/routes.json) from the repository to `to`. */
function copyRoutes(pkg: string, to: string) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(join(DEFAULT_FRONTEND_ROOT, pkg, 'src', 'routes.json'), to);
}

/**
 * A repository-shaped folder: every remote at package version 0.1.0 with the repository's declared routes,
 * and the given built versions, each with those routes beside its manifest.
 */
export function fixtureRoot(builds: Record<string, string[]> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-frontend-'));
  for (const remote of REMOTES) {
    writeFile(join(root, remote, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    copyRoutes(remote, join(root, remote, 'src', 'routes.json'));
  }
  writeFile(
    join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head></html>',
  );
  copyRoutes('shell', join(root, 'shell', 'dist', 'routes.json'));
  // The @dating/shared the shell provides, which a remote build's contract range is checked against.
  mkdirSync(join(root, 'shared'), { recursive: true });
  copyFileSync(join(DEFAULT_FRONTEND_ROOT, 'shared', 'package.json'), join(root, 'shared', 'package.json'));
  for (const [remote, versions] of Object.entries(builds))
    for (const version of versions) {
      writeFile(join(root, remote, 'dist', version, 'mf-manifest.json'), JSON.stringify({ version }));
      writeFile(join(root, remote, 'dist', version, 'remoteEntry.js'), `/* ${version} */`);
      copyRoutes(remote, join(root, remote, 'dist', version, 'routes.json'));
    }
  return root;
}

export interface FrontendAppOptions {
  root: string;
  dataDir: string;
  /** PostgreSQL; without it an in-memory PGlite, or the PGlite folder `pgliteDir`. */
  databaseUrl?: string | null;
  pgliteDir?: string | null;
  /** Instances sharing a database create the sites once. */
  createSites?: boolean;
}

export async function buildFrontendApp(
  options: FrontendAppOptions,
): Promise<FastifyInstance & { remoteViews: ViewCounter }> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl ?? null,
      pgliteDir: options.pgliteDir ?? null,
      seedDemo: false,
    },
  );
  const app = Fastify({ pluginTimeout: 120_000 });
  await app.register(configPlugin, { config });
  await app.register(databasePlugin);
  await app.register(fastifyCookie);
  await app.register(sitePlugin);
  const remoteViews = createViewCounter();
  await app.register(serveFrontend, { dataDir: options.dataDir, root: options.root, views: remoteViews });
  await app.ready();
  // Before the first request: the site plugin reads the sites then.
  if (options.createSites !== false) await createSites(app.db);
  // The page views it counted, for a test to flush and read (the server writes them once a minute).
  return Object.assign(app as FastifyInstance, { remoteViews });
}

/** `npm run remotes -- ...` on the app's database. */
export async function remotesCommand(app: FastifyInstance, root: string, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runRegistryCommand(
    argv,
    { db: app.db, root },
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
  );
  return { code, output: lines.join('\n') };
}
