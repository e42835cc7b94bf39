// The stand-in for the federation SDK's env.js (create-config.mjs) must keep matching the SDK: the same file
// to replace and the same exports, or an SDK update would silently bring the localStorage read back, or
// break the runtime with a missing export.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as standIn from './federation-browser-env.mjs';

const sdkEnv = join(dirname(fileURLToPath(import.meta.resolve('@module-federation/sdk'))), 'env.js');

describe('federation-browser-env', () => {
  it('replaces a file the SDK has, with the same exports', async () => {
    assert.ok(
      existsSync(sdkEnv),
      `${sdkEnv} is gone: the replacement in create-config.mjs no longer applies`,
    );
    const sdk = await import(sdkEnv);
    assert.deepEqual(Object.keys(standIn).sort(), Object.keys(sdk).sort());
  });

  it('never turns on the debug log, so it never reads localStorage', () => {
    assert.equal(standIn.isDebugMode(), false);
    assert.equal(standIn.isBrowserEnv(), true);
  });
});
