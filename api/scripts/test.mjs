// Finds the test files and passes them on, so that a filter can pick some of them.
// `npm test -w @dating/api [-- <filter substring>]`; runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
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
// Two files at a time: every file has databases of its own (PGlite in memory, or scratch PostgreSQL
// databases) and a Redis prefix of its own, and one file's process leaves part of the machine's second core
// idle. API_TEST_CONCURRENCY=1 runs them one by one.
const concurrency = process.env.API_TEST_CONCURRENCY ?? '2';

/** Runs node's test runner on these files, passing its output through and keeping a copy. */
function runTests(files) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
      {
        cwd: root,
        stdio: ['inherit', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'test' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * Files whose test process V8 itself aborted: node's own bug with PGlite's WebAssembly churn
 * (nodejs/node#64500, "Check failed: jit_page_->allocations_.erase(addr) == 1", a few runs in a hundred).
 * Such a file failed as a whole ("test at <file>:1:1"), not in one of its tests.
 */
function filesV8Aborted(output, files) {
  if (!/# Check failed: jit_page/.test(output)) return [];
  return files.filter((file) => output.includes(`test at ${file}:1:1`));
}

const first = await runTests(selected);
let status = first.status;
const aborted = status === 0 ? [] : filesV8Aborted(first.output, selected);
const otherFailures = /^✖ (?!src\/).*$/m.test(first.output.split('✖ failing tests:')[1] ?? '');
if (aborted.length > 0 && !otherFailures) {
  // Only the aborted files run again, once: a test that fails on its own is never retried.
  console.error(
    `\nV8 aborted the process of ${aborted.join(', ')} (nodejs/node#64500); running it once more.\n`,
  );
  status = (await runTests(aborted)).status;
}
process.exit(status);
