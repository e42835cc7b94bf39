// Paid traffic arrives on a lander with its tracking record in the URL. Every lander shows real member
// photos of the site, starts the signup in place, and the account it creates keeps the tracking record.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, uniqueEmail } from '../../support/account';
import { browserFetchJson } from '../../support/browser-fetch';
import { ADMIN_TOKEN } from '../../support/e2e-env';
import { setSignupMode, sitePageUrl } from '../../support/site-admin';
import { LANDERS } from '../../support/landers';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
});

/** Every photo on the lander has really loaded (a decoded picture, not a broken image). */
async function expectLoadedPhotos(page: Page, lander: string) {
  const root = page.locator(`[data-lander="${lander}"]`);
  await expect(root).toBeVisible();
  const first = root.locator('img').first();
  // The video landers' photos move for good (a slow zoom), so Playwright's wait for a still element would never end.
  await first.evaluate((image) => image.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const source = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(source).toMatch(/\/api\/lander-photo\.php\?f=[^&]+\.jpg&w=\d+$/);
  const type = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), source);
  expect(type).toBe('image/webp');
}

for (const lander of LANDERS) {
  test(`the ${lander} lander shows member photos and signs up with the tracking record`, async ({
    page,
    request,
  }) => {
    const path = lander === 'tinderswipe' ? '/landers/tinderswipe' : `/landers/${lander}/autumn`;
    const ref = `click-${lander}-${Date.now()}`;
    await page.goto(`${path}?network=e2e-net&ref=${ref}&sub1=s1&sub2=s2&sub3=s3`);
    await expectLoadedPhotos(page, lander);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));

    const root = page.locator(`[data-lander="${lander}"]`);
    if (lander === 'tinderswipe') {
      // Nothing clicked or focused first: the page's hint tells visitors to use the arrow keys.
      await expect(root.getByTestId('swipe-card')).toBeVisible();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(root.getByTestId('swipe-done')).toBeVisible();
    }
    await root.getByRole('button', { name: 'Sign up free' }).first().click();

    await expect(page).toHaveURL(/\/signup\?network=e2e-net&ref=click-/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Create your free profile' })).toBeVisible();
    await dialog.getByText('Female', { exact: true }).click();
    await dialog.getByText('Men', { exact: true }).click();
    await dialog.getByLabel('Username').fill('Lander');
    await dialog.getByLabel('Date of birth').fill('1992-04-12');
    await dialog.getByLabel('E-mail address').fill(uniqueEmail(`lander-${lander}`));
    await dialog.getByLabel('Password').fill(ACCOUNT_PASSWORD);
    await dialog.getByRole('button', { name: 'Create my profile' }).click();
    await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible();

    const me = await browserFetchJson<{ id: number }>(page, '/api/user.php');
    const tracking = await request.get(`/api/staff/tracking/${me.id}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(tracking.status(), await tracking.text()).toBe(200);
    expect(await tracking.json()).toEqual({ network: 'e2e-net', ref, sub1: 's1', sub2: 's2', sub3: 's3' });
  });
}

test('an unknown lander kind is the 404 page', async ({ page }) => {
  const response = await page.goto('/landers/summersale/autumn');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-route="not-found"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('a member landing page features one member and messages them through the signup', async ({ page }) => {
  await page.goto('/landers/gallery');
  const { members } = await browserFetchJson<{ members: { id: number; name: string }[] }>(
    page,
    '/api/lander-members.php?limit=1',
  );
  const member = members[0]!;
  await page.goto(`/members/${member.id}/landing2/tonight?network=e2e-net`);
  const root = page.locator('[data-lander="member-landing2"]');
  await expect(root.getByRole('heading', { level: 1, name: `Is ${member.name} your type?` })).toBeVisible();
  await root.getByRole('button', { name: `Message ${member.name}` }).click();
  await expect(page).toHaveURL(/\/signup\?network=e2e-net$/);
});

test('the gallery lander on a 375 px phone in German, on the German site', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(sitePageUrl('herzenssache.test', '/landers/gallery?hl=de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const root = page.locator('[data-lander="gallery"]');
  // Herzenssache is niche 3: the love lander copy.
  await expect(root).toHaveAttribute('data-niche', 'love');
  await expect(
    root.getByRole('heading', { level: 1, name: 'Finde den Menschen, mit dem du dein Leben teilst' }),
  ).toBeVisible();
  await expect(root.getByRole('button', { name: 'Kostenlos anmelden' }).first()).toBeVisible();
  await expectLoadedPhotos(page, 'gallery');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/landers\/gallery\?hl=de$/);
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
    'href',
    /\/landers\/gallery\?hl=pl$/,
  );
});

test('the sitemap lists the landers of the site with their language versions', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('/landers/tinderswipe</loc>');
  expect(xml).toContain('/landers/maplanding</loc>');
  expect(xml).toMatch(/hreflang="de" href="[^"]+\/pages\/faq\?hl=de"/);
});

test.describe('signup modes on a lander', () => {
  const SITE = 'herzenssache.test';
  test.afterEach(async ({ request }) => setSignupMode(request, SITE, 'all'));

  test('closed signups show a login link; partner-only signups open from a partner URL', async ({
    page,
    request,
  }) => {
    await setSignupMode(request, SITE, 'none');
    await page.goto(sitePageUrl(SITE, '/landers/iconslanding?hl=en'));
    const root = page.locator('[data-lander="iconslanding"]');
    await expect(root.getByText(/not taking new sign-ups/)).toBeVisible();
    await expect(root.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(root.getByRole('button', { name: 'Sign up free' })).toHaveCount(0);

    await setSignupMode(request, SITE, 'with_trafficsource');
    await page.goto(sitePageUrl(SITE, '/landers/iconslanding?hl=en'));
    await expect(root.getByText(/partner sites/)).toBeVisible();
    await page.goto(sitePageUrl(SITE, '/landers/iconslanding?hl=en&network=partner-net'));
    await root.getByRole('button', { name: 'Sign up free' }).click();
    await expect(page).toHaveURL(/\/signup\?network=partner-net$/);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Create your free profile' }),
    ).toBeVisible();
  });
});
