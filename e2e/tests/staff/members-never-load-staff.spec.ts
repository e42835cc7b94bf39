// The back office is code for staff only: a member browsing the site never fetches a file of mf-staff, not
// even its manifest, and no page of the site preloads one; only the staff pages do.
import { expect, type Page, test } from '@playwright/test';
import { logInThroughApi } from '../../support/session';

const STAFF_FILE = /\/mf\/mf-staff\//;

function staffRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (STAFF_FILE.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a logged-in member browsing the site never requests an mf-staff file', async ({ page }) => {
  const requested = staffRequests(page);
  await logInThroughApi(page);
  for (const path of ['/', '/members', '/chats', '/likes', '/credits', '/settings', '/pages/terms']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Nothing in the page itself names a staff file either (preloads, the inline registry aside).
    expect(await page.locator('link[rel="preload"][href*="/mf/mf-staff/"]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigation too.
  await page
    .getByRole('link', { name: /Search|Members/i })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('a logged-out visitor of the staff login gets the back office, and its page preloads it', async ({
  page,
}) => {
  const requested = staffRequests(page);
  const response = await page.goto('/staff/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expect(page.locator('#shell-header')).toBeEmpty();
  expect(requested.length).toBeGreaterThan(0);
});

test('any other staff page sends a visitor without a staff session to the staff login', async ({ page }) => {
  await page.goto('/staff/members?q=demo');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fmembers%3Fq%3Ddemo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
});
