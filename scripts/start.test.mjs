// `npm start` builds only what needs it: these are its rules for when a package's build can be served.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { staleReason } from './start.mjs';

let root;
const write = (path, content = '') => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
/** Dates a file `secondsAgo` in the past, so builds and sources have a clear order. */
const age = (path, secondsAgo) => {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, path), time, time);
};

beforeEach(() => {
  root = `${mkdtempSync(join(tmpdir(), 'start-test-'))}/`;
  write('mf-chat/package.json', JSON.stringify({ version: '1.2.0' }));
  write('mf-chat/src/app.tsx');
  write('shared/src/index.ts');
  for (const path of ['mf-chat/package.json', 'mf-chat/src/app.tsx', 'shared/src/index.ts']) age(path, 60);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a webpack build of mf-chat leaves: its manifest, and the compressed entry only production writes. */
const buildChat = (version, mode = 'production') => {
  write(`mf-chat/dist/${version}/mf-manifest.json`);
  write(`mf-chat/dist/${version}/${mode === 'production' ? 'remoteEntry.js.gz' : 'remoteEntry.js'}`);
};

test('a remote without a build of its package.json version needs one', () => {
  buildChat('1.1.0');
  assert.equal(staleReason('mf-chat', root), 'not built');
});

test('a production build newer than every input is served as it is', () => {
  buildChat('1.2.0');
  assert.equal(staleReason('mf-chat', root), null);
});

test('a development build (npm run dev) is rebuilt for production, however new', () => {
  buildChat('1.2.0', 'development');
  assert.equal(staleReason('mf-chat', root), 'development build');
});

test("a change in the package's sources or in @dating/shared makes its build stale", () => {
  buildChat('1.2.0');
  age('mf-chat/dist/1.2.0/mf-manifest.json', 30);
  write('shared/src/index.ts', 'export {};');
  assert.equal(staleReason('mf-chat', root), 'shared/src changed');
});

test("the shell's development build is rebuilt too", () => {
  write('shell/package.json', JSON.stringify({ version: '0.1.0' }));
  age('shell/package.json', 60);
  write('shell/dist/index.html');
  assert.equal(staleReason('shell', root), 'development build');
  write('shell/dist/main.js.gz');
  assert.equal(staleReason('shell', root), null);
});
