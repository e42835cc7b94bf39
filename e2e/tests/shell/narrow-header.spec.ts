// The operator names the site: a long one-word name beside a long login label must still fit a narrow phone,
// without the page scrolling sideways or the login button being cut off (the German demo site in Polish
// was 381 px wide at 320 px).
import { expect, test } from '@playwright/test';

for (const locale of ['de', 'pl', 'fi']) {
  test(`Herzenssache's header fits a 320 px phone in ${locale}`, async ({ page, context, baseURL }) => {
    const site = new URL(baseURL!);
    site.hostname = 'herzenssache.test';
    await context.addCookies([{ name: 'lang', value: locale, url: site.origin }]);
    await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(new URL('/members', site).href);

    const header = page.locator('#shell-header');
    await expect(header.getByTestId('site-name')).toHaveText(/Herzenssache/);
    const login = header.getByRole('link', { name: /Anmelden|Zaloguj się|Kirjaudu sisään/ });
    await expect(login).toBeVisible();
    const box = (await login.boundingBox())!;
    expect(box.x + box.width, 'the login button ends on the screen').toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
