// Spec section 2 and issue 9: the site is installable (a manifest with icons and a service worker), and the
// service worker never serves API answers or remote entries from a cache.
import { expect, test } from '@playwright/test';

test('the page links a per-site manifest with the icons an install needs', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/api/manifest.php');
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
  expect(manifest).toMatchObject({
    name: 'Flirt Local',
    display: 'standalone',
    start_url: '/members',
    scope: '/',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const type = await page.evaluate(async (src) => {
      const response = await fetch(src);
      return response.ok ? response.headers.get('content-type') : String(response.status);
    }, icon.src);
    expect(type, icon.src).toBe('image/png');
  }
  expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

test('a service worker controls the whole site and caches nothing', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await expect(page.locator('#shell-header [data-testid="site-name"]')).toBeVisible();
  // No fetch handler: scripts, API calls and remote entries go straight to the network, never through the
  // worker. (The shell's start-up calls are answered inside the page, so on `/` the scripts are most of it.)
  const apiAndRemoteRequests = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/api\/|\/mf\/|\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ name: entry.name, workerStart: entry.workerStart })),
    );
  // The header shows before every start-up request has finished: wait until a few have.
  await expect.poll(async () => (await apiAndRemoteRequests()).length).toBeGreaterThan(2);
  const viaWorker = await apiAndRemoteRequests();
  expect(viaWorker.filter((entry) => entry.workerStart > 0)).toEqual([]);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});
