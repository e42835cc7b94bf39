// A lander's largest paint is its lead photo. The page preloads it, so on a phone it downloads while the
// lander's script is still on its way, and the design's <img> then uses that very download: one request
// for the photo, made by the page's preload, at the width the design shows it at.
import { expect, test } from '@playwright/test';
import { LANDERS } from '../../support/landers';

test.use({ viewport: { width: 375, height: 812 } });

/** The landers whose largest paint is text (the icons and map designs) preload no photo. */
const WITH_LEAD_PHOTO = LANDERS.filter((lander) => lander !== 'iconslanding' && lander !== 'maplanding');

test("each lander's lead photo is fetched once, by the page's preload", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  for (const lander of WITH_LEAD_PHOTO) {
    await page.goto(`/landers/${lander}`);
    const lead = page.locator(`[data-lander="${lander}"] img[fetchpriority="high"]`).first();
    await expect
      .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const { source, fetches } = await lead.evaluate((image: HTMLImageElement) => {
      const file = new URL(image.currentSrc).searchParams.get('f');
      return {
        source: image.currentSrc,
        // Every download of this photo, at any width.
        fetches: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).searchParams.get('f') === file)
          .map((entry) => ({ url: entry.name, by: (entry as PerformanceResourceTiming).initiatorType })),
      };
    });
    expect(fetches, lander).toContainEqual({ url: source, by: 'link' });
    expect(
      fetches.filter((fetch) => fetch.url === source),
      `${lander}: the <img> used the preloaded download`,
    ).toHaveLength(1);
  }
});
