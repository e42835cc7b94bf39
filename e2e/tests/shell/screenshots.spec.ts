// The main shell pages at phone (375 px) and desktop (1280 px) width in English, German and Polish: nothing
// may overflow sideways, and a full-page screenshot of each is attached to the report for a person to review.
import { expect, test } from '@playwright/test';
import { FREE_MEMBER, logIn } from './shell-helpers';

const PAGES = [
  { path: '/', member: false },
  { path: '/members', member: true },
  { path: '/pages/terms', member: false },
  { path: '/pages/faq', member: true },
  { path: '/complaints', member: false },
  { path: '/lang-config', member: false },
  { path: '/account-deleted', member: false },
  { path: '/no-such-page', member: false },
];

for (const width of [375, 1280]) {
  for (const locale of ['en', 'de', 'pl']) {
    test(`${locale} at ${width} px`, async ({ page, context }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await context.addCookies([{ name: 'lang', value: locale, url: 'http://127.0.0.1' }]);
      // Visitors here have passed the entry warning already; it has its own journey.
      await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
      for (const member of [false, true]) {
        if (member) await logIn(page, FREE_MEMBER);
        for (const entry of PAGES.filter((candidate) => candidate.member === member)) {
          await page.goto(entry.path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Let the remote's first render and the fonts settle before measuring.
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${entry.path} scrolls sideways`).toBeLessThanOrEqual(0);
          const name = `${locale}-${width}${entry.path.replace(/\//g, '_') || '_home'}.png`;
          await testInfo.attach(name, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      }
    });
  }
}
