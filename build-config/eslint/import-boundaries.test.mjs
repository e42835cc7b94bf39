// Proves that the repository's real ESLint config stops every import across a package boundary that
// docs/conventions.md forbids, and lets the allowed ones through. Code is linted in memory under a path
// inside the package, so nothing is written to the tree.
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// In-memory files belong to no tsconfig, so the type-aware rules (tested by tsc's own users) are off here.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

async function assertBlocked(filePath, code, rule) {
  const messages = await lint(filePath, code);
  assert.ok(
    messages.some((m) => m.rule === rule),
    `expected ${rule} in ${filePath} for:\n${code}\ngot ${JSON.stringify(messages, null, 2)}`,
  );
}

async function assertClean(filePath, code) {
  assert.deepEqual(await lint(filePath, code), [], `expected no problems in ${filePath} for:\n${code}`);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const OUTSIDE = 'dating/no-import-outside-package';

describe('a remote', () => {
  const file = 'mf-chat/src/features/chat-list/chat-list.tsx';

  it('imports no other remote package', async () => {
    await assertBlocked(file, "import { x } from '@dating/mf-members';\nexport { x };\n", RESTRICTED);
    await assertBlocked(file, "export { y } from '@dating/mf-payments/src/y';\n", RESTRICTED);
  });

  it('imports no other remote through federation', async () => {
    await assertBlocked(file, "import w from 'mf_members/widget';\nexport { w };\n", RESTRICTED);
  });

  it('imports no remote or shell with import()', async () => {
    await assertBlocked(file, "export const m = import('@dating/mf-members');\n", SYNTAX);
    await assertBlocked(file, "export const s = import('@dating/shell');\n", SYNTAX);
  });

  it('imports neither the shell nor the API server', async () => {
    await assertBlocked(file, "import { s } from '@dating/shell';\nexport { s };\n", RESTRICTED);
    await assertBlocked(file, "import type { A } from '@dating/api';\nexport type { A };\n", RESTRICTED);
  });

  it('does not climb into another package with a relative path', async () => {
    await assertBlocked(file, "import { m } from '../../../../mf-members/src/m';\nexport { m };\n", OUTSIDE);
    await assertBlocked(
      file,
      "import { c } from '../../../../shared/src/contract';\nexport { c };\n",
      OUTSIDE,
    );
    await assertBlocked(file, "jest.mock('../../../../mf-members/src/m');\n", OUTSIDE);
  });

  it("may use @dating/shared, its contract's types, and relative paths inside its own package", async () => {
    await assertClean(
      file,
      [
        "import { a } from '@dating/shared';",
        "import type { B } from '@dating/shared/contract';",
        "import { c } from '../../shared/c';",
        "import { d } from '../../app/d';",
        "import pkg from '../../../package.json';",
        'export { a, c, d, pkg };',
        'export type { B };',
        '',
      ].join('\n'),
    );
  });

  it('renders no raw HTML', async () => {
    await assertBlocked(
      file,
      'export const P = ({ html }: { html: string }) => <p dangerouslySetInnerHTML={{ __html: html }} />;\n',
      SYNTAX,
    );
  });
});

describe('the shell', () => {
  const file = 'shell/src/app/route-table.ts';

  it('imports no remote source', async () => {
    await assertBlocked(file, "import { a } from '@dating/mf-chat/src/app';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '../../../mf-chat/src/app';\nexport { a };\n", OUTSIDE);
  });

  it('imports neither the API server nor the e2e suite', async () => {
    await assertBlocked(file, "import { a } from '@dating/api';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '@dating/e2e';\nexport { a };\n", RESTRICTED);
  });

  it('may use @dating/shared', async () => {
    await assertClean(file, "import { a } from '@dating/shared';\nexport { a };\n");
  });

  it('takes only types from the contract: values from @dating/shared, schemas from its validation entry', async () => {
    const schema =
      "import { signupBodySchema } from '@dating/shared/contract';\nexport { signupBodySchema };\n";
    await assertBlocked(file, schema, RESTRICTED);
    await assertBlocked(file.replace('shell/', 'mf-signup/'), schema, RESTRICTED);
    await assertBlocked(
      file,
      "import { ROUTES } from '@dating/shared/contract';\nexport { ROUTES };\n",
      RESTRICTED,
    );
    await assertBlocked(file, "export const contract = import('@dating/shared/contract');\n", SYNTAX);
    await assertClean(
      file,
      "import type { Profile } from '@dating/shared/contract';\nexport type { Profile };\n",
    );
    await assertClean(file, "import { ROUTES } from '@dating/shared';\nexport { ROUTES };\n");
    await assertClean(
      file,
      "import { signupBodySchema } from '@dating/shared/validation';\nexport { signupBodySchema };\n",
    );
  });
});

describe('shared', () => {
  const file = 'shared/src/bus/event-bus.ts';

  it('imports no remote and not the shell', async () => {
    await assertBlocked(file, "import { a } from '@dating/mf-signup';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '@dating/shell';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '../../../shell/src/a';\nexport { a };\n", OUTSIDE);
  });

  it('keeps its contract free of React and browser libraries', async () => {
    await assertBlocked(
      'shared/src/contract/domain.ts',
      "import { useState } from 'react';\nexport { useState };\n",
      RESTRICTED,
    );
    await assertClean('shared/src/contract/domain.ts', "import { z } from 'zod';\nexport { z };\n");
  });
});

describe('the API server', () => {
  const file = 'api/src/routes/chats/chats-routes.ts';

  it('imports only the contract of @dating/shared', async () => {
    await assertBlocked(file, "import { a } from '@dating/shared';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '@dating/shared/src/ui';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "export const a = import('@dating/shared');\n", SYNTAX);
    await assertClean(file, "import { LOCALES } from '@dating/shared/contract';\nexport { LOCALES };\n");
  });

  it('imports no front-end package', async () => {
    await assertBlocked(file, "import { a } from '@dating/shell';\nexport { a };\n", RESTRICTED);
    await assertBlocked(file, "import { a } from '@dating/mf-chat';\nexport { a };\n", RESTRICTED);
  });

  it('does not reach into shared source with a relative path or require()', async () => {
    await assertBlocked(
      file,
      "import { a } from '../../../../shared/src/contract/domain';\nexport { a };\n",
      OUTSIDE,
    );
    await assertBlocked(file, "export const a = require('../../../../shared/src/index');\n", OUTSIDE);
  });
});
