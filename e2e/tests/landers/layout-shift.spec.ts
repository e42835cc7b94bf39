// Landers are the first page an ad visitor sees: nothing may jump while their photos and data arrive
// (Cumulative Layout Shift, measured by the browser as Lighthouse does, on a phone).
import { expect, test } from '@playwright/test';
import { layoutShift, recordLayoutShift } from '../../support/layout-shift';
import { LANDERS } from '../../support/landers';

test.use({ viewport: { width: 375, height: 812 } });

test('no lander shifts its layout while it loads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await recordLayoutShift(page);
  for (const lander of LANDERS) {
    await page.goto(`/landers/${lander}`);
    const first = page.locator(`[data-lander="${lander}"] img`).first();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Late work (the remaining photos, fonts) has a moment to move things, as it would for a visitor.
    await page.waitForTimeout(1000);
    expect(await layoutShift(page), lander).toBeLessThan(0.02);
  }
});
