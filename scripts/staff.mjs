#!/usr/bin/env node
// `npm run staff -- create <email> --role admin`: staff accounts (api/src/features/staff/auth/staff-cli.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'api/src/features/staff/auth/staff-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
