// A remote that cannot load shows a translated error state in its own area, the rest of the site keeps
// working, and Retry recovers without a page reload once the registry is fixed (spec section 8).
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, BROKEN_CHUNK_REMOTE, brokenChunkVersion, failingVersion } from '../../support/e2e-env';
import { remoteRoot } from '../../support/pages';
import { setRemote, unsetRemote } from '../../support/registry';

const ERROR_TEXT = 'This part of the site could not be loaded';

test.afterEach(() => {
  unsetRemote('mf-payments');
  unsetRemote('mf-landers');
  unsetRemote(BROKEN_CHUNK_REMOTE);
});

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test('a missing manifest shows the error state; other routes and remotes keep working; Retry recovers', async ({
  page,
}) => {
  setRemote('mf-payments', `${BASE_URL}/mf/mf-payments/0.0.0-not-deployed/mf-manifest.json`);
  await page.goto('/pricing');
  const area = page.locator('[data-mf-area="mf-payments"]');
  const alert = area.getByRole('alert');
  await expect(alert).toContainText(ERROR_TEXT);
  await markPage(page);

  // The rest of the site works: another remote, a shell page, and back.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(remoteRoot(page, 'mf-signup', 'login')).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toBeHidden();
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('#shell-page')).toBeVisible();
  await page.getByRole('link', { name: 'Pricing' }).click();
  await expect(alert).toContainText(ERROR_TEXT);

  // Retry while still broken: still the error state, no crash.
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toContainText(ERROR_TEXT);

  unsetRemote('mf-payments');
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'mf-payments', 'pricing')).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  expect(await marker(page)).toBe('no reload');
});

test('the error state is translated', async ({ browser }) => {
  setRemote('mf-payments', `${BASE_URL}/mf/mf-payments/0.0.0-not-deployed/mf-manifest.json`);
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/pricing');
  const area = page.locator('[data-mf-area="mf-payments"]');
  await expect(area.getByRole('alert')).toContainText('Cette partie du site n’a pas pu être chargée');
  await expect(area.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await context.close();
});

test('a missing chunk reloads the page once, then shows the error state instead of reloading again', async ({
  page,
}) => {
  setRemote(BROKEN_CHUNK_REMOTE, brokenChunkVersion());
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/members');
  const area = page.locator('[data-mf-area="mf-members"]');
  await expect(area.getByRole('alert')).toContainText(ERROR_TEXT);
  expect(loads).toBe(2);
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('shell.chunk-reload-at'));
  expect(Number(reloadedAt)).toBeGreaterThan(Date.now() - 60_000);

  // Within the minute, a second failure does not reload again.
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(area.getByRole('alert')).toContainText(ERROR_TEXT);
  await page.waitForTimeout(500);
  expect(loads).toBe(2);

  unsetRemote(BROKEN_CHUNK_REMOTE);
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'mf-members', 'members')).toBeVisible();
});

test('a remote whose mount throws shows the error state in its own layout; the site keeps working', async ({
  page,
}) => {
  setRemote('mf-landers', failingVersion());
  await page.goto('/landers/tinderswipe');
  const area = page.locator('[data-mf-area="mf-landers"]');
  await expect(area.getByRole('alert')).toContainText(ERROR_TEXT);
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'lander');
  await markPage(page);

  await page.evaluate(() => {
    window.history.pushState(null, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(remoteRoot(page, 'mf-payments', 'pricing')).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toBeHidden();
  await page.goBack();
  await expect(area.getByRole('alert')).toContainText(ERROR_TEXT);

  unsetRemote('mf-landers');
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'mf-landers', 'landers-tinderswipe')).toBeVisible();
  expect(await marker(page)).toBe('no reload');
});
