// Working on one remote (docs/deploying-remotes.md): a development build of it, served next to the releases
// and picked in the registry, runs inside the production shell like a release does.
import { expect, test } from '@playwright/test';
import { DEV_BUILD_REMOTE, DEV_BUILD_VERSION } from '../../support/e2e-env';
import { expectTranslatedContent, remoteRoot } from '../../support/pages';
import { setRemote, unsetRemote } from '../../support/registry';

test.afterEach(() => unsetRemote(DEV_BUILD_REMOTE));

test('a development build of a remote runs against the served production shell', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  setRemote(DEV_BUILD_REMOTE, DEV_BUILD_VERSION);

  await page.goto('/members');
  const search = remoteRoot(page, DEV_BUILD_REMOTE, 'members');
  await expect(search).toHaveAttribute('data-remote-version', DEV_BUILD_VERSION);
  await expectTranslatedContent(search);
  // The page's own styles reach the site's theme: the search form and its results render, no error state.
  await expect(search.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByText('This part of the site could not be loaded')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
