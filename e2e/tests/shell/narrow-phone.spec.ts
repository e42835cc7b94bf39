// A 320 px phone with the German demo site: the operator's long one-word name beside a long login label,
// single-word page titles ("Benachrichtigungen") and notification rows must all fit, without the page
// scrolling sideways or a button being cut off (the header was 381 px wide in Polish, the notifications
// page 330-335 px).
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './shell-helpers';

const WIDTH = 320;

test.beforeEach(async ({ page, context, baseURL }) => {
  const site = new URL(baseURL!);
  site.hostname = 'herzenssache.test';
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await page.goto(new URL('/api/settings.php', site).href);
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const locale of ['de', 'pl', 'fi']) {
  test(`the header fits in ${locale}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: new URL(page.url()).origin }]);
    await page.goto(new URL('/members', page.url()).href);

    const header = page.locator('#shell-header');
    await expect(header.getByTestId('site-name')).toHaveText(/Herzenssache/);
    const login = header.getByRole('link', { name: /Anmelden|Zaloguj się|Kirjaudu sisään/ });
    await expect(login).toBeVisible();
    const box = (await login.boundingBox())!;
    expect(box.x + box.width, 'the login button ends on the screen').toBeLessThanOrEqual(WIDTH);
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  });
}

test("a German member's pages fit", async ({ page }) => {
  const origin = new URL(page.url()).origin;
  await logIn(page, 'demo@herzenssache.test', origin);
  for (const path of ['/notifications', '/members', '/profile', '/settings']) {
    await page.goto(origin + path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  }
  await page.goto(origin + '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  await expect(page.locator('main time').first()).toBeVisible();
});
