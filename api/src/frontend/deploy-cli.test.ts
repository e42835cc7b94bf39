// The deploy command's refusals that need no build: what it will not do is checked before webpack runs.
// (The whole journey, a build published and served, is e2e/tests/platform/independent-deploys.spec.ts.)
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runDeploy } from './deploy-cli';
import { fixtureRoot, writeFile } from './frontend-test-app';

const root = fixtureRoot({ 'mf-chat': ['0.1.0'] });
after(() => rmSync(root, { recursive: true, force: true }));

function deploy(...argv: string[]) {
  const lines: string[] = [];
  const code = runDeploy(argv, root, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

test('names only known remotes and one way of assigning', () => {
  assert.equal(deploy('mf-unknown').code, 2);
  assert.equal(deploy().code, 2);
  assert.equal(deploy('mf-chat', '--set', '--canary', '10').code, 2);
});

test('builds only a remote folder', () => {
  const result = deploy('mf-chat', '--source', join(root, 'nowhere'));
  assert.equal(result.code, 2);
  assert.match(result.output, /not a remote's folder/);
});

test('never overwrites a published version', () => {
  writeFile(join(root, 'mf-chat', 'webpack.config.mjs'), 'export default {};');
  const result = deploy('mf-chat', '--version', '0.1.0');
  assert.equal(result.code, 1);
  assert.match(result.output, /already published/);
});

test('refuses a version that is not one', () => {
  assert.equal(deploy('mf-chat', '--version', '../x').code, 2);
});
