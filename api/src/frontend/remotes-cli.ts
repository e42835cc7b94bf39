// `npm run remotes -- <command>`: reads and changes the remote registry overrides in $DATA_DIR/remotes.json.
// The server re-reads that file when it changes, so a change shows on the next page load.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_FRONTEND_ROOT,
  REMOTE_PACKAGES,
  REMOTE_PACKAGE_NAMES,
  builtVersions,
  isBuilt,
  isRemotePackage,
  isVersion,
  packageVersion,
} from './remote-packages';
import {
  isManifestUrl,
  normalizeSite,
  readRegistryFile,
  registryFilePath,
  writeRegistryFile,
  type RegistryFile,
} from './registry-file';
import { createRemoteRegistry } from './remote-registry';

const USAGE = `Usage:
  npm run remotes -- list [--site <domain>]
  npm run remotes -- set <remote> <version | manifest URL> [--site <domain>]
  npm run remotes -- unset <remote> [--site <domain>]

<remote> is one of ${REMOTE_PACKAGE_NAMES.join(', ')}. A version must be built (<remote>/dist/<version>/).
The registry lives in $DATA_DIR/remotes.json (DATA_DIR defaults to .data/ in the repository).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export function runRemotesCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
  root = DEFAULT_FRONTEND_ROOT,
): number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { site: { type: 'string' } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, remote, entry] = parsed.positionals;
  const site = parsed.values.site ? normalizeSite(parsed.values.site) : undefined;
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, '.data'));
  const file = registryFilePath(dataDir);

  if (command === 'list') {
    const registry = createRemoteRegistry({ root, dataDir });
    const current = registry.remotesFor(site);
    io.out(`Registry ${file}${site ? ` for ${site}` : ' (default site)'}:`);
    for (const name of REMOTE_PACKAGE_NAMES) {
      const manifest = current[REMOTE_PACKAGES[name]];
      const versions = builtVersions(root, name);
      io.out(
        `  ${name.padEnd(12)} ${manifest}   (package ${packageVersion(root, name)}; built: ${versions.join(', ') || 'none'})`,
      );
    }
    return 0;
  }

  if ((command !== 'set' && command !== 'unset') || !remote) {
    io.err(USAGE);
    return 2;
  }
  if (!isRemotePackage(remote)) {
    io.err(`Unknown remote "${remote}". Remotes: ${REMOTE_PACKAGE_NAMES.join(', ')}.`);
    return 2;
  }

  let registry: RegistryFile;
  try {
    registry = readRegistryFile(file);
  } catch (error) {
    io.err(`${file} is not a valid registry (${(error as Error).message}); fix or delete it first.`);
    return 1;
  }

  if (command === 'set') {
    if (!entry) {
      io.err(USAGE);
      return 2;
    }
    if (!isManifestUrl(entry)) {
      if (!isVersion(entry)) {
        io.err(`"${entry}" is neither a version (like 1.4.0) nor an http(s) URL of an mf-manifest.json.`);
        return 2;
      }
      if (!isBuilt(root, remote, entry)) {
        const built = builtVersions(root, remote);
        io.err(
          `${remote} ${entry} is not built (no ${remote}/dist/${entry}/mf-manifest.json). ` +
            `Build it with: REMOTE_VERSION=${entry} npx lerna run build --scope @dating/${remote}\n` +
            `Built versions: ${built.join(', ') || 'none'}.`,
        );
        return 1;
      }
    }
    if (site) registry.sites = { ...registry.sites, [site]: { ...registry.sites?.[site], [remote]: entry } };
    else registry.default = { ...registry.default, [remote]: entry };
    writeRegistryFile(file, registry);
    io.out(`${remote} -> ${entry}${site ? ` for ${site}` : ''}. Takes effect on the next page load.`);
    return 0;
  }

  if (site) {
    const entries = { ...registry.sites?.[site] };
    delete entries[remote];
    const sites = { ...registry.sites, [site]: entries };
    if (Object.keys(entries).length === 0) delete sites[site];
    registry.sites = sites;
  } else {
    const entries = { ...registry.default };
    delete entries[remote];
    registry.default = entries;
  }
  writeRegistryFile(file, registry);
  io.out(
    `${remote}${site ? ` for ${site}` : ''} follows ${site ? 'the default entry' : `its package version (${packageVersion(root, remote)})`} again.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  process.exitCode = runRemotesCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
