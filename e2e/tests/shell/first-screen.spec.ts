// The page the server sends holds what the shell's first screen needs before its script runs (issue 15 item
// 6): the answers to its start-up calls and preloads of the scripts it loads next. On a phone each request
// made only after the shell ran cost a round trip before anything showed; this keeps them from coming back.
import { expect, test, type Page } from '@playwright/test';

/** Every request the page made until its heading showed, by path. */
async function requestsUntilHeading(page: Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const untilHeading = [...requested];
  // The page holds its scripts' preloads until the shell starts (start-after-paint.js releases them).
  await page.waitForFunction(() => performance.getEntriesByName('shell-start').length > 0);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  return { requested: untilHeading, preloaded, html: (await response?.text()) ?? '' };
}

for (const { path, locale } of [
  { path: '/', locale: 'en' },
  { path: '/pages/terms', locale: 'en' },
  { path: '/pages/privacy?hl=de', locale: 'de' },
]) {
  test(`${path}: the start-up calls are answered in the page and its scripts are named in it`, async ({
    page,
  }) => {
    const { requested, preloaded } = await requestsUntilHeading(page, path);
    // The funnel's visit beacon waits for the loaded, idle page: it holds nothing up.
    const apiCalls = requested.filter(
      (pathname) =>
        pathname.startsWith('/api/') &&
        pathname !== '/api/manifest.php' &&
        pathname !== '/api/funnel-visit.php',
    );
    expect(apiCalls, 'no API call before the first screen').toEqual([]);
    const scripts = requested.filter((pathname) => pathname.endsWith('.js'));
    // The page's one script tag starts main.js (preloaded) after the first paint.
    const late = scripts.filter(
      (script) => script !== '/start-after-paint.js' && !preloaded.includes(script),
    );
    expect(late, 'every script of the first screen was preloaded by the page').toEqual([]);
    expect(preloaded.some((script) => script.includes(`messages-${locale}.`))).toBe(true);
  });
}

test('the page the server wrote is painted before the shell starts', async ({ page }) => {
  await page.goto('/pages/terms');
  await expect(page.locator('#shell-header a').first()).toBeVisible();
  const { painted, started } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    started: performance.getEntriesByName('shell-start')[0]?.startTime,
  }));
  expect(painted).toBeDefined();
  expect(started).toBeGreaterThan(painted ?? Infinity);
});

test('a remote page preloads the shell as well, and only one locale of its texts', async ({ page }) => {
  const { preloaded } = await requestsUntilHeading(page, '/login');
  const shellTexts = preloaded.filter((script) => /^\/(shared-)?messages-/.test(script));
  expect(shellTexts.length).toBeGreaterThan(0);
  expect(shellTexts.every((script) => /messages-en\./.test(script))).toBe(true);
  expect(preloaded.some((script) => script.startsWith('/startup-libraries.'))).toBe(true);
});

test("a lander's lead photo is painted before the shell starts, and the scripts are fetched after it", async ({
  page,
}) => {
  // A slow photo: the shell waits for it (up to 1.5 s), and so do the page's script downloads.
  await page.route('**/api/lander-photo.php?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/landers/gallery');
  await expect(page.locator('#shell-header a').first()).toBeVisible();
  const { photoLoaded, started, scriptsFrom } = await page.evaluate(() => {
    const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const timing = (url: string) =>
      performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      ({ name }) => name.endsWith('.js') || name.includes('.js?'),
    );
    return {
      photoLoaded: lead ? timing(lead.currentSrc)?.responseEnd : undefined,
      started: performance.getEntriesByName('shell-start')[0]?.startTime,
      scriptsFrom: Math.min(
        ...scripts
          .filter(({ name }) => !name.includes('/start-after-paint.js'))
          .map(({ startTime }) => startTime),
      ),
    };
  });
  expect(photoLoaded).toBeDefined();
  expect(started).toBeGreaterThan(photoLoaded ?? Infinity);
  expect(scriptsFrom).toBeGreaterThan(photoLoaded ?? Infinity);
});
