// Spec section 2, the site-entry warning: once for logged-out visitors, limited to the setting's countries,
// only NL and DE in the lander layout, never on the password reset pages, in the installed app, when skipped
// or disabled by the site. The visitor's country comes from the CDN header (X-Country), which the server
// believes only from its trusted proxy (the e2e server trusts the loopback), so the browser sends what a CDN
// adds: the country and the forwarded client address.
import { expect, test, type Page } from '@playwright/test';
import { FREE_MEMBER, logIn, patchJson, pretendInstalledApp } from './shell-helpers';

const warning = (page: Page) => page.getByRole('dialog', { name: 'Adults only' });

/** Waits until the shell has rendered, so "not shown" is a real answer. */
const shellReady = (page: Page) =>
  expect(page.locator('#shell-header a[data-testid="site-name"]')).toBeVisible();

test.describe('visitors from the Netherlands', () => {
  test.use({ extraHTTPHeaders: { 'X-Country': 'NL', 'X-Forwarded-For': '203.0.113.7' } });

  test('see it once; entering is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(warning(page)).toContainText('You may only enter if you are at least 18 years old.');
    await expect(warning(page).getByRole('button', { name: 'I am 18 or older, enter' })).toBeFocused();
    await expect(warning(page).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    // It cannot be waved away: a choice is needed.
    await page.keyboard.press('Escape');
    await expect(warning(page)).toBeVisible();
    await warning(page).getByRole('button', { name: 'I am 18 or older, enter' }).click();
    await expect(warning(page)).toHaveCount(0);
    await page.reload();
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });

  test('do not see it on the password reset pages or the terms it links to', async ({ page }) => {
    for (const path of ['/reset-password', '/reset-password/do', '/pages/terms', '/pages/privacy']) {
      await page.goto(path);
      await shellReady(page);
      await expect(warning(page), path).toHaveCount(0);
    }
  });

  test('see it in the lander layout too', async ({ page }) => {
    await page.goto('/landers/video');
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'lander');
    await expect(warning(page)).toBeVisible();
  });

  test('do not see it when the link skips it, for the whole visit', async ({ page }) => {
    await page.goto('/?skip_entry_warning=1');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(warning(page)).toHaveCount(0);
  });

  test('do not see it in the installed app', async ({ page }) => {
    await pretendInstalledApp(page);
    await page.goto('/');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });

  test('do not see it when logged in', async ({ page }) => {
    await logIn(page, FREE_MEMBER);
    await page.goto('/pages/faq');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });

  test('do not see it when the site turned it off', async ({ page }) => {
    await patchJson(page, '/api/settings.php', (settings) => ({
      ...settings,
      enable_site_entry_popup: false,
    }));
    await page.goto('/');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });
});

test.describe('visitors from elsewhere', () => {
  test.use({ extraHTTPHeaders: { 'X-Country': 'FR', 'X-Forwarded-For': '203.0.113.8' } });

  test('do not see it when the site limits it to other countries', async ({ page }) => {
    await page.goto('/');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });

  test('see it in the default layout when the site limits no countries, but not in the lander layout', async ({
    page,
  }) => {
    await patchJson(page, '/api/settings.php', (settings) => ({
      ...settings,
      site_entry_popup_countries: [],
    }));
    await page.goto('/pages/faq');
    await expect(warning(page)).toBeVisible();
    await page.goto('/landers/video');
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'lander');
    await shellReady(page);
    await expect(warning(page)).toHaveCount(0);
  });
});
