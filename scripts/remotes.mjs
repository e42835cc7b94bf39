#!/usr/bin/env node
// `npm run remotes -- list|set|split|unset|rollback|history|stats ...`: the registry command lives with the
// server code that reads the registry (api/src/frontend/remotes-cli.ts), so both validate entries the same way.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'api/src/frontend/remotes-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
