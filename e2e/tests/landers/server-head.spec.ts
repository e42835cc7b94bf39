// A lander works before its script arrives (issue #33): the page the server sends carries its headline, its
// head (title, canonical, social card) and a real link to the signup, so a slow phone, or one without
// JavaScript, can act at once; when the scripts do arrive, the lander takes over without an error and
// without moving anything (docs/public-pages.md).
import { expect, test } from '@playwright/test';
import { layoutShift, recordLayoutShift } from '../../support/layout-shift';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lander shows its headline and its call to action leads to the signup', async ({ page }) => {
    await page.goto('/landers/gallery/spring?network=e2e-net&ref=nojs&utm_source=x');
    const first = page.locator('#lander-first-screen');
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Flirt with singles near you');
    await expect(page).toHaveTitle(/Flirt with singles near you · /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/landers\/gallery\/spring$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/member-card\.php$/,
    );
    const cta = first.getByRole('link', { name: 'Sign up free' });
    await expect(cta).toHaveAttribute('href', '/signup?network=e2e-net&ref=nojs');
    await cta.click();
    await expect(page).toHaveURL(/\/signup\?network=e2e-net&ref=nojs$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('in German on the German site, for a German browser', async ({ browser, baseURL }) => {
    // The page's locale follows the browser's languages before the site's (spec section 4).
    const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
    const page = await context.newPage();
    // `<domain>.localhost` is the German demo site on this machine (tests/platform/local-site-names.spec.ts).
    const german = new URL('/landers/iconslanding', baseURL);
    german.hostname = 'herzenssache.test.localhost';
    await page.goto(german.href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const first = page.locator('#lander-first-screen');
    await expect(first.getByRole('heading', { level: 1 })).toHaveText(
      'Finde den Menschen, mit dem du dein Leben teilst',
    );
    await expect(page).toHaveTitle('Finde den Menschen, mit dem du dein Leben teilst · Herzenssache');
    await expect(first.getByRole('link', { name: 'Kostenlos anmelden' })).toHaveAttribute('href', '/signup');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    await context.close();
  });
});

test('with JavaScript the lander takes over: no console error, no layout shift, one set of head links', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await recordLayoutShift(page);
  await page.goto('/landers/gallery/spring');
  const photo = page.locator('[data-lander="gallery"] img').first();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('#lander-first-screen')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("moving on in the browser updates the server's links and drops what described only its page", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await page.goto('/faq');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/pages\/faq$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('site-name').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /:\d+\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
});
