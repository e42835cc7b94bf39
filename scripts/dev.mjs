#!/usr/bin/env node
// `npm run dev`: development builds of the shell and every remote, rebuilt on change (one webpack process
// for all of them), plus the API server restarted on change by `tsx watch`.
//
// `npm run dev -- mf-chat [more packages]` watches only those packages and starts no server: for working
// on one remote against a site that is already running (see docs/deploying-remotes.md).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { FRONTEND_PACKAGES, ROOT } from './start.mjs';

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((pkg) => !FRONTEND_PACKAGES.includes(pkg));
if (unknown.length > 0) {
  console.error(`Unknown package(s): ${unknown.join(', ')}. Packages: ${FRONTEND_PACKAGES.join(', ')}.`);
  process.exit(2);
}
const packages = requested.length > 0 ? requested : FRONTEND_PACKAGES;
const withServer = requested.length === 0;

const argv = { mode: 'development' };
const configs = await Promise.all(
  packages.map(async (pkg) => {
    const { default: config } = await import(pathToFileURL(join(ROOT, pkg, 'webpack.config.mjs')).href);
    // A remote that renders on the server builds twice (browser and server): one name each.
    return [typeof config === 'function' ? config({}, argv) : config]
      .flat()
      .map((built, index) => ({ ...built, name: index === 0 ? pkg : `${pkg}:${built.name}` }));
  }),
).then((built) => built.flat());

const compiler = webpack(configs);
const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  for (const child of stats.stats) {
    const { name } = child.compilation;
    const seconds = ((child.endTime - child.startTime) / 1000).toFixed(1);
    if (child.hasErrors()) console.error(child.toString({ all: false, errors: true, colors: true }));
    else console.log(`[dev] ${name} rebuilt in ${seconds} s`);
  }
});

const server = withServer
  ? spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'api/src/server.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      // Development builds run through eval(): the server's CSP allows it for them (api/src/plugins/security-headers.ts).
      env: { ...process.env, PORT: process.env.PORT ?? '8080', CSP_DEV_EVAL: '1' },
    })
  : null;

function stop() {
  server?.kill('SIGTERM');
  watching.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
