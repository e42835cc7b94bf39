#!/usr/bin/env node
// `npm run deploy -- <remote> ...`: build, check and publish one remote as a new version, optionally assigned
// (api/src/frontend/deploy-cli.ts, beside the registry command it ends with; docs/deploying-remotes.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'api/src/frontend/deploy-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
