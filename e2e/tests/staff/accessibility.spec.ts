// The back office's pages pass axe and fit a 320 px phone, as each role opens them: the staff console is used
// on laptops and on the phones of staff on call.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logInAsStaff, type StaffRole } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts); each test opens several pages twice.
test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's content, not only its frame: wait until nothing is loading any more.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('[data-remote-root="mf-staff"]').analyze();
  expect(
    violations.map(
      (v) => `${path} at ${width} px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${path} at ${width} px`,
  ).toBeLessThanOrEqual(width);
  // The navigation scrolls sideways on a phone: the current page's link is in view, not off the edge.
  const current = page.getByRole('navigation', { name: 'Back office' }).locator('[aria-current="page"]');
  if ((await current.count()) === 1) {
    const box = await current.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${path}: its link in view`).toBe(true);
  }
}

// Every page on a 320 px phone; those whose wide layout differs (side by side panes, tables) at 1280 px too.
const WIDE = new Set(['/staff', '/staff/queues/profileReports', '/staff/inbox', '/staff/remotes']);
const PAGES: Record<StaffRole, string[]> = {
  admin: ['/staff', '/staff/audit', '/staff/sites', '/staff/sites/flirtlocal.test', '/staff/accounts'],
  moderator: [
    '/staff/queues/photos',
    '/staff/queues/profileReports',
    '/staff/queues/appeals',
    '/staff/members',
  ],
  support: ['/staff/queues/complaints', '/staff/account'],
  operator: ['/staff/inbox'],
  marketing: ['/staff/remotes', '/staff/lander-copy'],
};

for (const [role, paths] of Object.entries(PAGES) as [StaffRole, string[]][]) {
  test(`the ${role}'s pages pass axe and fit a 320 px phone`, async ({ page }) => {
    await logInAsStaff(page, role, paths[0]);
    for (const path of paths) {
      await expectAccessible(page, path, 320);
      if (WIDE.has(path)) await expectAccessible(page, path, 1280);
    }
  });
}

test("a member's file passes axe on a 320 px phone and a 1280 px screen", async ({ page }) => {
  await logInAsStaff(page, 'support', '/staff/members');
  await page.getByLabel(/^E-mail, member number or name/).fill('premium@flirtlocal.test');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Members found' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Member #\d+$/ })).toBeVisible();
  const path = new URL(page.url()).pathname;
  for (const width of [320, 1280]) await expectAccessible(page, path, width);
});
