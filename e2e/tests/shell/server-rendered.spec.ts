// The shell's own public pages, the home page and the content pages, arrive drawn by the shell's server build
// for a visitor (issue #33 item 2): readable without JavaScript, in the page's locale, with the home page's
// way in working; hydrated by the browser in place, without an error and without moving anything
// (docs/public-pages.md, "Rendered on the server").
import { expect, test } from '@playwright/test';
import { watchHydration } from '../../support/hydration';

test.use({ viewport: { width: 375, height: 812 } });

const PAGES = [
  {
    path: '/',
    heading: { en: 'Welcome to Flirt Local', de: 'Willkommen bei Flirt Local' },
    text: { en: 'Sign up for free', de: 'Kostenlos registrieren' },
  },
  {
    path: '/pages/terms',
    heading: { en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
    text: { en: 'Version of 1 March 2024', de: 'Fassung vom' },
  },
] as const;

for (const { path, heading, text } of PAGES) {
  for (const locale of ['en', 'de'] as const) {
    test(`without JavaScript ${path} reads in ${locale}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(locale === 'en' ? path : `${path}?hl=${locale}`);
      expect(response?.status()).toBe(200);
      const drawn = page.locator('#shell-page [data-server-rendered]');
      await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(heading[locale]);
      await expect(drawn.getByText(text[locale]).first()).toBeVisible();
      await context.close();
    });
  }
}

test("without JavaScript the home page's signup link leads to the signup", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const signup = page.locator('[data-server-rendered]').getByRole('link', { name: 'Sign up for free' });
  await expect(signup).toHaveAttribute('href', '/signup');
  // The click's navigation, not a late answer for the home page's own images.
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().isNavigationRequest()),
    signup.click(),
  ]);
  expect(new URL(response.url()).pathname).toBe('/signup');
  expect(response.status()).toBe(200);
  await context.close();
});

const SHELL_PAGE_ELEMENTS = '#shell-page [data-server-rendered] *:not(style)';

for (const { path, heading } of PAGES) {
  test(`with JavaScript ${path} is hydrated: the server's elements stay, one page, no error, no shift`, async ({
    page,
  }) => {
    const hydration = await watchHydration(page, SHELL_PAGE_ELEMENTS);
    await page.goto(path);
    await expect(page.locator('[data-route]').first()).toBeVisible();
    // The mark is used once: the page is the shell's now.
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.en);
    await page.waitForTimeout(1000);
    // One page: hydrated in place, not drawn a second time beside the server's.
    await expect(page.locator('section[data-remote="shell"]')).toHaveCount(1);
    const kept = await hydration.kept();
    expect(kept.all).toBeGreaterThan(5);
    expect(kept.kept).toBe(kept.all);
    expect(await hydration.layoutShift()).toBeLessThan(0.02);
    expect(hydration.errors).toEqual([]);
  });
}

test('with JavaScript moving from the server-drawn page to another and back works', async ({ page }) => {
  const { errors } = await watchHydration(page, SHELL_PAGE_ELEMENTS);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Flirt Local');
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);

  await page.locator('#shell-footer').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/pages\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page.locator('section[data-remote="shell"]')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Flirt Local');
  await expect(page.locator('section[data-remote="shell"]')).toHaveCount(1);
  await expect(page.locator('#shell-page').getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  expect(errors).toEqual([]);
});
