// The jest project config every front-end package uses, so they all transform, resolve and set up alike.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS_DIR, collectMessages, LOCALES } from '../i18n/collect-messages.mjs';
import { pageFiles } from '../webpack/pages/page-files.mjs';
import { siteRoutesFiles } from '../webpack/routes/routes-file.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const sharedSrc = join(repoRoot, 'shared/src');

// These ship ESM only; jest runs CommonJS, so swc has to transform them too.
const ESM_PACKAGES = ['react-intl', '@formatjs', 'intl-messageformat'];

const swcOptions = (syntax) => ({
  jsc: {
    parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
  },
});

/**
 * Every locale's messages a package's components can show: shared's own plus the package's (the same merge
 * the build does), and the documents its pages load themselves (`documents/`), so a test can render such
 * a component on its own. Handed to tests as a jest global, read by `@dating/shared/testing`.
 */
function testMessages(packageDir) {
  const packageSrc = join(packageDir, 'src');
  const byLocale = {};
  for (const locale of LOCALES) {
    const own =
      packageSrc === sharedSrc
        ? {}
        : {
            ...collectMessages(packageSrc, locale),
            ...collectMessages(packageSrc, locale, DOCUMENTS_DIR),
          };
    byLocale[locale] = { ...collectMessages(sharedSrc, locale), ...own };
  }
  return byLocale;
}

/**
 * One project's config (what the root config lists).
 * @param {string} packageDir absolute path of the package (the folder holding its package.json)
 */
export function createJestProject(packageDir) {
  const name = packageDir.split('/').pop();
  return {
    displayName: name,
    rootDir: packageDir,
    roots: ['<rootDir>/src'],
    testEnvironment: join(here, 'jsdom-environment.mjs'),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.[cm]?tsx?$': ['@swc/jest', swcOptions('typescript')],
      '^.+\\.[cm]?jsx?$': ['@swc/jest', swcOptions('ecmascript')],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '^@dating/build-config/messages$': join(here, 'load-test-messages.mjs'),
      '^@dating/build-config/shared-messages$': join(here, 'load-test-shared-messages.mjs'),
      '^@dating/build-config/pages$': join(here, 'load-test-pages.mjs'),
      '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|mp4|webm)$': join(here, 'file-stub.mjs'),
    },
    setupFilesAfterEnv: [join(here, 'setup-after-env.mjs')],
    globals: {
      __DATING_TEST_MESSAGES__: testMessages(packageDir),
      // The page files by route, which the stand-in for `@dating/build-config/pages` imports.
      __DATING_TEST_PAGES__: Object.fromEntries(
        pageFiles(packageDir).map(({ route, file }) => [route, file]),
      ),
      // Every package's declared routes, as the registry publishes them for a site (setup-after-env.mjs).
      __DATING_TEST_ROUTES__: siteRoutesFiles(repoRoot),
    },
    restoreMocks: true,
  };
}

/** A package's own jest.config: its project, and no failure while it has no tests yet. */
export function createJestConfig(packageDir) {
  return { ...createJestProject(packageDir), passWithNoTests: true };
}
