// `npm run deploy -- <remote> [--version <v>] [--source <folder>] [--set | --canary <percent>] [--site <d>]`:
// what a team runs to ship its remote. It builds that remote only (as a new, immutable version), checks what
// the build declares (its routes; the contract range it was built against), publishes the build beside the
// versions already served, and optionally assigns it through the registry command. Nothing else is built or
// restarted: the shell and the server read the new version's manifest and routes at run time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routesFileProblems } from '@dating/shared/contract';
import { contractProblem } from './contract-check';
import { DEFAULT_FRONTEND_ROOT, isRemotePackage, isVersion, REMOTE_PACKAGE_NAMES } from './remote-packages';

export const DEPLOY_USAGE = `Usage:
  npm run deploy -- <remote> [--version <version>] [--source <folder>] [--set | --canary <percent>]
                   [--site <domain>] [--force]

Builds <remote> (one of ${REMOTE_PACKAGE_NAMES.join(', ')}) as <version> (default: its package.json
version), checks its routes and its @dating/shared range against the shell's, and publishes it to
<remote>/dist/<version>/, where the server serves it at once. --source builds another folder (a copy of
the remote) instead of the package's own. --set assigns it to every visitor, --canary <percent> to that
share of them (the rest keep what they load now), both for --site or all sites. --force publishes a
build whose contract range the shell does not satisfy (its area then shows its error state).
A published version is never overwritten: build a new one.`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export function runDeploy(argv: string[], root: string, io: Io): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        source: { type: 'string' },
        set: { type: 'boolean' },
        canary: { type: 'string' },
        site: { type: 'string' },
        force: { type: 'boolean' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${DEPLOY_USAGE}`);
    return 2;
  }
  const [remote, ...rest] = parsed.positionals;
  const { values } = parsed;
  if (!remote || rest.length > 0 || (values.set && values.canary !== undefined)) {
    io.err(DEPLOY_USAGE);
    return 2;
  }
  if (!isRemotePackage(remote)) {
    io.err(`Unknown remote "${remote}". Remotes: ${REMOTE_PACKAGE_NAMES.join(', ')}.`);
    return 2;
  }
  const source = resolve(values.source ?? join(root, remote));
  if (!existsSync(join(source, 'webpack.config.mjs'))) {
    io.err(`${source} has no webpack.config.mjs: not a remote's folder.`);
    return 2;
  }
  const version = values.version ?? (readJson(join(source, 'package.json')) as { version: string }).version;
  if (!isVersion(version)) {
    io.err(`"${version}" is not a version (like 1.4.0).`);
    return 2;
  }
  const target = join(root, remote, 'dist', version);
  if (existsSync(join(target, 'mf-manifest.json'))) {
    io.err(`${remote} ${version} is already published (${target}): versions are immutable, build a new one.`);
    return 1;
  }

  io.out(`Building ${remote} ${version} from ${source} ...`);
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: source, env: { ...process.env, REMOTE_VERSION: version }, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    io.err(`The build of ${remote} ${version} failed.`);
    return 1;
  }
  const built = join(source, 'dist', version);
  const published = built !== target;
  const discard = () => {
    if (published) rmSync(built, { recursive: true, force: true });
    else rmSync(target, { recursive: true, force: true });
  };

  const routes = existsSync(join(built, 'routes.json')) ? readJson(join(built, 'routes.json')) : null;
  const routeProblems = routes === null ? ['the build wrote no routes.json'] : routesFileProblems(routes);
  if (routeProblems.length > 0) {
    io.err(
      `${remote} ${version} declares its routes wrongly (src/routes.json):\n  ${routeProblems.join('\n  ')}`,
    );
    discard();
    return 1;
  }
  const contract = contractProblem(root, built);
  if (contract && !values.force) {
    io.err(`${remote} ${version} was refused: ${contract}\nNothing was published.`);
    discard();
    return 1;
  }
  if (contract) io.err(`Published anyway (--force): ${contract}`);

  if (published) {
    cpSync(built, target, { recursive: true });
    rmSync(built, { recursive: true, force: true });
  }
  io.out(`Published ${remote} ${version}: /mf/${remote}/${version}/mf-manifest.json`);

  if (!values.set && values.canary === undefined) {
    io.out(`Not assigned. Assign it with: npm run remotes -- set ${remote} ${version}`);
    return 0;
  }
  const siteArgs = values.site ? ['--site', values.site] : [];
  const registryArgs = values.set
    ? ['set', remote, version, ...siteArgs]
    : ['canary', remote, version, values.canary ?? '', ...siteArgs];
  // The registry command itself: with PGlite it hands itself to the running server.
  const assign = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'api/src/frontend/remotes-cli.ts'), ...registryArgs],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  return assign.status ?? 1;
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  process.exitCode = runDeploy(process.argv.slice(2), DEFAULT_FRONTEND_ROOT, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
