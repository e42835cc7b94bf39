// A lander works before its script arrives (issue #33): mf-landers' server build draws the whole page into
// the HTML the server sends (its headline, photos and a signup form that works without JavaScript) with its
// head (title, canonical, social card), so a slow phone, or one without JavaScript, can act at once; when the
// scripts do arrive, the lander hydrates what is there: the same elements, no error, nothing moves
// (docs/public-pages.md).
import { expect, test } from '@playwright/test';
import { watchHydration } from '../../support/hydration';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lander shows its headline and its call to action leads to the signup', async ({ page }) => {
    await page.goto('/landers/gallery/spring?network=e2e-net&ref=nojs&utm_source=x');
    const lander = page.locator('[data-server-rendered] [data-lander="gallery"]');
    await expect(lander.getByRole('heading', { level: 1 })).toHaveText('Flirt with singles near you');
    const photo = lander.locator('img').first();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(page).toHaveTitle(/Flirt with singles near you · /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/landers\/gallery\/spring$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/member-card\.php$/,
    );
    // The gallery asks twice: above the photos and below them.
    await lander.getByRole('button', { name: 'Sign up free' }).first().click();
    await expect(page).toHaveURL(/\/signup\?network=e2e-net&ref=nojs$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('paid visits sharing one kept page each carry their own click id to the signup', async ({ page }) => {
    for (const click of ['click-a', 'click-b']) {
      await page.goto(`/landers/collagelanding?network=e2e-net&sub1=${click}`);
      await page
        .locator('[data-server-rendered] [data-lander="collagelanding"]')
        .getByRole('button', { name: 'Sign up free' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/signup\\?network=e2e-net&sub1=${click}$`));
    }
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
    const lander = page.locator('[data-lander="iconslanding"]');
    await expect(lander.getByRole('heading', { level: 1 })).toHaveText(
      'Finde den Menschen, mit dem du dein Leben teilst',
    );
    await expect(page).toHaveTitle('Finde den Menschen, mit dem du dein Leben teilst · Herzenssache');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    await lander.getByRole('button', { name: 'Kostenlos anmelden' }).click();
    // A form without fields to carry sends an empty query.
    await expect(page).toHaveURL(/\/signup\??$/);
    await context.close();
  });
});

test('with JavaScript the lander hydrates the server’s page: same elements, no console error, no layout shift, one set of head links', async ({
  page,
}) => {
  // The headline element the server wrote, kept before any script runs.
  const hydration = await watchHydration(page, '[data-server-rendered] h1');
  // A paid visit, after another one whose render the server kept: the kept HTML with this visit's click id
  // (docs/public-pages.md, "Cost") hydrates like a page drawn for it.
  await page.request.get('/landers/gallery/spring?network=e2e-net&sub1=earlier-visit');
  await page.goto('/landers/gallery/spring?network=e2e-net&sub1=this-visit');
  await expect(page.locator('[data-lander="gallery"] input[name="sub1"]').first()).toHaveValue('this-visit');
  const photo = page.locator('[data-lander="gallery"] img').first();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // Hydrated: the mark is used up, and the headline on screen is the server's element, not a new one.
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  // One page: hydrated in place, not drawn a second time beside the server's.
  await expect(page.locator('[data-remote-root]')).toHaveCount(1);
  expect(await hydration.kept()).toEqual({ all: 1, kept: 1 });
  await expect(page.locator('[data-lander="gallery"] h1')).toHaveCount(1);
  await expect(page.locator('#lander-first-screen')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(await hydration.layoutShift()).toBeLessThan(0.02);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
  expect(hydration.errors).toEqual([]);
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
