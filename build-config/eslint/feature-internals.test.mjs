// Proves that the repository's ESLint config fails when a feature imports a module of another feature that
// the module does not declare public (`@feature-public` in its header comment), and lets through an import of
// a declared one, the feature's own modules and imports from outside the feature folders. The rule reads the
// imported file, so two scratch features are written into a package's source and removed afterwards.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const features = join(root, 'mf-chat', 'src', 'features');
const owner = `zz-owner-check-${process.pid}`;
const user = `zz-user-check-${process.pid}`;
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

function write(feature, name, code) {
  const path = join(features, feature, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, code);
  return path;
}

async function rulesIn(path) {
  const [result] = await eslint.lintFiles([path]);
  return result.messages.map((message) => message.ruleId);
}

after(() => {
  rmSync(join(features, owner), { recursive: true, force: true });
  rmSync(join(features, user), { recursive: true, force: true });
});

write(owner, 'internal-piece.ts', '// What only this feature uses.\nexport const piece = 1;\n');
write(
  owner,
  'api/public-call.ts',
  '// The call other features make.\n// @feature-public: other features import this module.\nexport const call = 2;\n',
);
write(
  owner,
  'later.ts',
  'export const x = 1;\n// @feature-public (not in the header: it counts for nothing)\n',
);

describe('feature internals', () => {
  it("fail when a feature imports another feature's undeclared module", async () => {
    const file = write(
      user,
      'reach-in.ts',
      `import { piece } from '../${owner}/internal-piece';\nexport const a = piece;\n`,
    );
    assert.deepEqual(await rulesIn(file), ['dating/no-feature-internals']);
  });

  it('fail for re-exports, import() and jest.mock of an internal module too', async () => {
    const file = write(
      user,
      'other-ways.ts',
      `export { piece } from '../${owner}/internal-piece';\n` +
        `export const load = () => import('../${owner}/internal-piece');\n` +
        `jest.mock('../${owner}/internal-piece');\n`,
    );
    assert.deepEqual(await rulesIn(file), Array(3).fill('dating/no-feature-internals'));
  });

  it('fail when the tag comes after the first statement', async () => {
    const file = write(user, 'late-tag.ts', `import { x } from '../${owner}/later';\nexport const a = x;\n`);
    assert.deepEqual(await rulesIn(file), ['dating/no-feature-internals']);
  });

  it("pass for a declared module, the feature's own modules and shared code", async () => {
    const file = write(
      user,
      'fine.ts',
      `import { call } from '../${owner}/api/public-call';\n` +
        "import { own } from './own';\n" +
        "import { ROUTES } from '@dating/shared';\n" +
        'export const a = [call, own, ROUTES];\n',
    );
    write(user, 'own.ts', 'export const own = 3;\n');
    assert.deepEqual(await rulesIn(file), []);
  });

  it('pass for the owner feature importing its own internals', async () => {
    const file = write(
      owner,
      'use-piece.ts',
      "import { piece } from './internal-piece';\nexport const b = piece;\n",
    );
    assert.deepEqual(await rulesIn(file), []);
  });
});
