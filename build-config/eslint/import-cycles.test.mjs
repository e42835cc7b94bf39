// Proves that the repository's ESLint config fails on an import cycle inside a package and lets a one-way
// import through. A cycle needs two real files, so they are written to a scratch folder in a package's source
// and removed afterwards.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = join(root, 'api', 'src', `.cycle-check-${process.pid}`);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

function write(name, code) {
  mkdirSync(scratch, { recursive: true });
  const path = join(scratch, name);
  writeFileSync(path, code);
  return path;
}

async function rulesIn(path) {
  const [result] = await eslint.lintFiles([path]);
  return result.messages.map((message) => message.ruleId);
}

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('import cycles', () => {
  it('fail when two modules import each other', async () => {
    write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    const a = write('a.ts', "import { b } from './b';\nexport const a = 1;\nexport const useB = () => b;\n");
    assert.ok((await rulesIn(a)).includes('import-x/no-cycle'));
  });

  it('pass when the shared piece lives in a third module', async () => {
    write('shared.ts', 'export const value = 1;\n');
    write('d.ts', "import { value } from './shared';\nexport const d = value;\n");
    const c = write(
      'c.ts',
      "import { value } from './shared';\nimport { d } from './d';\nexport const c = value + d;\n",
    );
    assert.deepEqual(await rulesIn(c), []);
  });
});
