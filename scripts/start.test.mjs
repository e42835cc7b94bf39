// `npm start` builds only what needs it: these are its rules for when a package's build can be served.
// A build records the content hashes of its declared inputs; a change in content, not a file's time, makes
// it stale.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { inputHashes, recordInputs, staleReason } from './start.mjs';

let root;
const write = (path, content = '') => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

beforeEach(() => {
  root = `${mkdtempSync(join(tmpdir(), 'start-test-'))}/`;
  write('mf-chat/package.json', JSON.stringify({ version: '1.2.0' }));
  write('mf-chat/src/app.tsx', 'export const App = 1;');
  write('shared/src/index.ts', 'export {};');
  write('package-lock.json', '{"lockfileVersion": 3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * What a webpack build of mf-chat leaves: its manifest, and the compressed entry only production writes;
 * `npm start` then records the inputs it was made from.
 */
const buildChat = (version, mode = 'production') => {
  write(`mf-chat/dist/${version}/mf-manifest.json`);
  write(`mf-chat/dist/${version}/${mode === 'production' ? 'remoteEntry.js.gz' : 'remoteEntry.js'}`);
  if (mode === 'production') recordInputs('mf-chat', inputHashes('mf-chat', root), root);
};

test('a remote without a build of its package.json version needs one', () => {
  write('mf-chat/dist/1.1.0/mf-manifest.json');
  write('mf-chat/dist/1.1.0/remoteEntry.js.gz');
  assert.equal(staleReason('mf-chat', root), 'not built');
});

test('a production build made from the inputs as they are is served as it is', () => {
  buildChat('1.2.0');
  assert.equal(staleReason('mf-chat', root), null);
});

test('touching a file without changing it leaves the build as it is', () => {
  buildChat('1.2.0');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, 'shared/src/index.ts'), later, later);
  write('mf-chat/src/app.tsx', 'export const App = 1;');
  assert.equal(staleReason('mf-chat', root), null);
});

test('a development build (npm run dev) is rebuilt for production', () => {
  buildChat('1.2.0', 'development');
  assert.equal(staleReason('mf-chat', root), 'development build');
});

test('a production build that recorded no inputs (an older npm start) is rebuilt', () => {
  write('mf-chat/dist/1.2.0/mf-manifest.json');
  write('mf-chat/dist/1.2.0/remoteEntry.js.gz');
  assert.equal(staleReason('mf-chat', root), 'inputs not recorded');
});

test("a change in the package's sources, in @dating/shared or in the lockfile makes its build stale", () => {
  buildChat('1.2.0');
  write('mf-chat/src/app.tsx', 'export const App = 2;');
  assert.equal(staleReason('mf-chat', root), 'mf-chat/src changed');

  buildChat('1.2.0');
  write('shared/src/new-module.ts', 'export {};');
  assert.equal(staleReason('mf-chat', root), 'shared/src changed');

  buildChat('1.2.0');
  write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
  assert.equal(staleReason('mf-chat', root), 'package-lock.json changed');
});

test('what a build writes into dist is not an input', () => {
  buildChat('1.2.0');
  write('mf-chat/dist/1.2.0/extra-chunk.js', 'x');
  assert.equal(staleReason('mf-chat', root), null);
});

test("the shell's development build is rebuilt too", () => {
  write('shell/package.json', JSON.stringify({ version: '0.1.0' }));
  write('shell/dist/index.html');
  assert.equal(staleReason('shell', root), 'development build');
  write('shell/dist/main.js.gz');
  recordInputs('shell', inputHashes('shell', root), root);
  assert.equal(staleReason('shell', root), null);
});

test("a change in a file the build copies as it is (the shell's public/) makes its build stale", () => {
  write('shell/package.json', JSON.stringify({ version: '0.1.0' }));
  write('shell/public/start-after-paint.js', '(() => {})();');
  write('shell/dist/index.html');
  write('shell/dist/main.js.gz');
  recordInputs('shell', inputHashes('shell', root), root);
  assert.equal(staleReason('shell', root), null);
  write('shell/public/start-after-paint.js', '(() => { start(); })();');
  assert.equal(staleReason('shell', root), 'shell/public changed');
});
