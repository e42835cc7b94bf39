// ESLint for the whole monorepo: correctness and React rules everywhere, type-aware promise rules on
// source files (the mistakes tsc lets through: a forgotten await on a transaction or a send), and the import
// boundaries of docs/conventions.md, which keep remotes deployable on their own.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { noFeatureInternals } from './build-config/eslint/no-feature-internals.mjs';
import { noImportOutsidePackage } from './build-config/eslint/no-import-outside-package.mjs';

// The repository's own rules, one plugin object: flat config refuses two different objects under one name.
const datingPlugin = {
  rules: { 'no-import-outside-package': noImportOutsidePackage, 'no-feature-internals': noFeatureInternals },
};

const REMOTES = ['mf-members', 'mf-chat', 'mf-payments', 'mf-signup', 'mf-landers', 'mf-staff'];
const BROWSER_PACKAGES = ['shell', 'shared', ...REMOTES];
const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];

// Each boundary is a regular expression on the import string and the reason a reader gets.
const NO_REMOTE = {
  regex: '^@dating/mf-[a-z-]+(/|$)',
  message: 'Remotes are deployed on their own: reach them only through the event bus, the API or the shell.',
};
const NO_FEDERATED_REMOTE = {
  regex: '^mf_[a-z]+(/|$)',
  message: 'Only the shell loads federated remotes (through the registry); others talk over the event bus.',
};
const NO_SHELL = {
  regex: '^@dating/shell(/|$)',
  message: 'The shell is the host: nothing imports it. Put what others need in @dating/shared.',
};
const NO_SERVER = {
  regex: '^@dating/(api|e2e)(/|$)',
  message: 'Browser code never imports the API server or the e2e suite; use @dating/shared/contract types.',
};
// The contract is where the zod schemas live, and zod alone is ~26 KB gzip: browser code takes only types
// from it (they vanish in the build). Values come from `@dating/shared` (ROUTES, LOCALES) and the form
// schemas from `@dating/shared/validation`, which lands in the lazy chunks of the forms that use it.
const CONTRACT_TYPES_ONLY = {
  regex: '^@dating/shared/contract$',
  allowTypeImports: true,
  message:
    'Browser code imports only types from @dating/shared/contract: values from @dating/shared, form schemas from @dating/shared/validation.',
};
const BOUNDARIES = {
  remote: [NO_REMOTE, NO_FEDERATED_REMOTE, NO_SHELL, NO_SERVER, CONTRACT_TYPES_ONLY],
  shell: [NO_REMOTE, NO_SERVER, CONTRACT_TYPES_ONLY],
  shared: [NO_REMOTE, NO_FEDERATED_REMOTE, NO_SHELL, NO_SERVER, CONTRACT_TYPES_ONLY],
  api: [
    {
      regex: '^@dating/shared(/(?!contract$).*)?$',
      message: 'The API imports only the DOM-free @dating/shared/contract, never the browser entry.',
    },
    {
      regex: '^@dating/(shell|mf-[a-z-]+|e2e)(/|$)',
      message: 'The API imports no front-end package except @dating/shared/contract.',
    },
    NO_FEDERATED_REMOTE,
  ],
  contract: [
    {
      regex: '^(react|react-dom|react-intl|@emotion/.*|single-spa.*)(/|$)',
      message:
        '@dating/shared/contract is DOM-free (the API server imports it): no React or browser libraries.',
    },
  ],
};

// Browser code renders member-written text; React escapes it unless someone opts out.
const BROWSER_SYNTAX_BANS = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message:
      'No raw HTML: members write most of the text on this site. Render text, or sanitise on the server.',
  },
];

/** The rules that enforce one package's boundaries, for static imports, import() and require(). */
function boundaryRules(bans, extraSyntaxBans = []) {
  // A ban on some names of a module cannot apply to import(), which takes the whole module; import() is never
  // type-only, so a ban that allows type imports applies to it whole. typescript-eslint's rule is the one that
  // tells type imports apart.
  const dynamic = bans
    .filter((ban) => !ban.importNamePattern)
    .map(({ regex, message }) => ({
      // esquery regexes end at the first slash, so `.` stands in for `/`.
      selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '.')}/]`,
      message,
    }));
  const pattern = ({ regex, importNamePattern, allowTypeImports, message }) => ({
    regex,
    message,
    ...(importNamePattern ? { importNamePattern } : {}),
    ...(allowTypeImports ? { allowTypeImports } : {}),
  });
  return {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: bans.map(pattern) }],
    'no-restricted-syntax': ['error', ...extraSyntaxBans, ...dynamic],
  };
}

const packageBlocks = [
  ...REMOTES.map((pkg) => ({
    name: `boundaries/${pkg}`,
    files: [`${pkg}/${SOURCE_FILES}`],
    rules: boundaryRules(BOUNDARIES.remote, BROWSER_SYNTAX_BANS),
  })),
  {
    name: 'boundaries/shell',
    files: [`shell/${SOURCE_FILES}`],
    rules: boundaryRules(BOUNDARIES.shell, BROWSER_SYNTAX_BANS),
  },
  {
    name: 'boundaries/shared',
    files: [`shared/${SOURCE_FILES}`],
    rules: boundaryRules(BOUNDARIES.shared, BROWSER_SYNTAX_BANS),
  },
  {
    name: 'boundaries/shared-contract',
    files: [`shared/src/contract/${SOURCE_FILES}`],
    rules: boundaryRules([...BOUNDARIES.shared, ...BOUNDARIES.contract]),
  },
  {
    name: 'boundaries/api',
    files: [`api/${SOURCE_FILES}`],
    rules: boundaryRules(BOUNDARIES.api),
  },
  {
    // Package-level config files (jest, webpack) may share a root config; source code may not climb out.
    name: 'boundaries/no-import-outside-package',
    files: [
      ...[...BROWSER_PACKAGES, 'api'].map((pkg) => `${pkg}/src/${SOURCE_FILES}`),
      `api/bench/${SOURCE_FILES}`,
    ],
    plugins: { dating: datingPlugin },
    rules: { 'dating/no-import-outside-package': 'error' },
  },
  {
    // A feature reaches another only through the modules that one declares `@feature-public`
    // (build-config/eslint/no-feature-internals.mjs): its other modules can change without breaking anyone.
    name: 'boundaries/no-feature-internals',
    files: [...BROWSER_PACKAGES, 'api'].map((pkg) => `${pkg}/src/features/${SOURCE_FILES}`),
    plugins: { dating: datingPlugin },
    rules: { 'dating/no-feature-internals': 'error' },
  },
];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '.data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/drizzle/meta/',
    '**/generated/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
  },
  js.configs.recommended,
  {
    files: TS_FILES,
    extends: [tseslint.configs.strict],
  },
  {
    name: 'dating/common',
    files: [SOURCE_FILES],
    rules: {
      eqeqeq: ['error', 'smart'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      'object-shorthand': 'error',
      'no-throw-literal': 'error',
      'no-unused-vars': 'off',
      // Deleting a key of a Record and `void | Promise<void>` callbacks are ordinary, safe TypeScript.
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  {
    name: 'dating/node',
    files: [`{api,e2e,scripts,build-config}/${SOURCE_FILES}`, '*.{js,mjs,cjs,ts}', `*/*.config.*`],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'dating/browser',
    files: BROWSER_PACKAGES.map((pkg) => `${pkg}/src/${SOURCE_FILES}`),
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    name: 'dating/react-hooks',
    files: BROWSER_PACKAGES.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A public file other than the service worker is a page's script, copied as it is.
    name: 'dating/public-page-scripts',
    files: ['*/public/**/*.js'],
    ignores: ['*/public/**/sw.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Service workers run in their own global scope (self, clients, registration), not a window.
    name: 'dating/service-worker',
    files: ['*/public/**/sw.js', '*/src/**/service-worker.{js,ts}', '*/src/**/sw.{js,ts}'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Jest's setup files run inside jsdom.
    name: 'dating/jest-setup',
    files: [`build-config/jest/${SOURCE_FILES}`],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    name: 'dating/tests',
    files: [
      '**/*.test.{ts,tsx,mjs,js}',
      '**/test/**',
      '**/tests/**',
      '**/testing/**',
      '**/jest.setup.*',
      '**/jest.config.*',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // A test that assumes a value exists fails loudly anyway; production code must say what it expects.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Type-aware rules only where a tsconfig includes the file; they cost a TypeScript program per
    // package, so they are limited to the few rules that catch bugs tsc itself cannot.
    name: 'dating/type-aware',
    files: ['*/src/**/*.{ts,tsx}', 'api/bench/**/*.ts', 'e2e/{tests,support}/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // A cycle makes a module's value depend on import order (undefined at first use) and hides which module
    // owns a piece of logic: modules of one package import one way.
    name: 'dating/no-import-cycles',
    files: [...BROWSER_PACKAGES, 'api'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...packageBlocks,
]);
