// Finds the test files and passes them on, so that a filter can pick some of them.
// `npm test -w @dating/api [-- <filter substring>]`; runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const filters = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.test.ts')) files.push(relative(root, path));
  }
};
walk(join(root, 'src'));
const selected = files.sort().filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)));
if (selected.length === 0) {
  console.error('no test files match', filters);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...selected],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
