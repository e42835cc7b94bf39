// The summary under `npm test` names what failed: CI shows only the tail of the log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLines, outputTail } from './failure-lines.mjs';

test('names the failed Playwright journeys and where they stopped, once each, without colour codes', () => {
  const output = [
    '  ✓  1 tests/shell/home.spec.ts:5:1 › home (2.0s)',
    '\u001b[31m  ✘  2 tests/visual/member-pages.spec.ts:93:1 › home (3.3s)\u001b[39m',
    '  ✘  3 tests/visual/member-pages.spec.ts:93:1 › home (retry #1) (3.1s)',
    '    Test timeout of 30000ms exceeded.',
    '    Error: page.waitForRequest: Test timeout of 30000ms exceeded.',
    '      180 |   const [request] = await Promise.all([',
    '    > 181 |     page.waitForRequest((sent) => {',
    '          |          ^',
    '    Retry #1 ───',
    '    Error: page.waitForRequest: Test timeout of 30000ms exceeded.',
    '  1 failed',
    '    [chromium] › tests/visual/member-pages.spec.ts:93:1 › home ────',
    '    tests/chat/chat-live.spec.ts:7:1 › two members chat live ',
    '  196 passed (7.8m)',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    '  ✘  2 tests/visual/member-pages.spec.ts:93:1 › home (3.3s)',
    '  ✘  3 tests/visual/member-pages.spec.ts:93:1 › home (retry #1) (3.1s)',
    '    Test timeout of 30000ms exceeded.',
    '    Error: page.waitForRequest: Test timeout of 30000ms exceeded.',
    '    > 181 |     page.waitForRequest((sent) => {',
    '  1 failed',
    '    [chromium] › tests/visual/member-pages.spec.ts:93:1 › home ────',
    '    tests/chat/chat-live.spec.ts:7:1 › two members chat live',
  ]);
});

test('names failing test files, type errors, lint errors and unformatted files', () => {
  const output = [
    'PASS shell/src/a.test.tsx',
    'FAIL shell/src/b.test.tsx',
    'not ok 3 - rebuilds when the lockfile changes',
    "api/src/app.ts(3,1): error TS2304: Cannot find name 'x'.",
    '  12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
    '[warn] shell/src/c.ts',
    '[warn] Code style issues found in the above file. Run Prettier with --write to fix.',
    'everything else',
  ].join('\n');
  assert.deepEqual(failureLines(output), [
    'FAIL shell/src/b.test.tsx',
    'not ok 3 - rebuilds when the lockfile changes',
    "api/src/app.ts(3,1): error TS2304: Cannot find name 'x'.",
    '  12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
    '[warn] shell/src/c.ts',
  ]);
});

test('keeps the last lines when there are more than the limit', () => {
  const output = Array.from({ length: 30 }, (_, i) => `FAIL test-${i}.ts`).join('\n');
  assert.deepEqual(failureLines(output, 2), ['FAIL test-28.ts', 'FAIL test-29.ts']);
});

test('the output tail keeps the newest characters', () => {
  const tail = outputTail(10);
  tail.add('0123456789');
  tail.add(Buffer.from('abc'));
  assert.equal(tail.text(), '3456789abc');
});
