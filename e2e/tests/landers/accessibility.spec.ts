import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LANDERS } from '../../support/landers';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
});

test('every lander passes axe on a phone and fits its width', async ({ page }) => {
  // Nine pages with a full axe run each: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  for (const lander of LANDERS) {
    await page.goto(`/landers/${lander}`);
    const root = page.locator(`[data-lander="${lander}"]`);
    await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(root.locator('[role="progressbar"], [role="status"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include(`[data-lander="${lander}"]`).analyze();
    expect(
      results.violations.map(
        (v) => `${lander}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lander).toBeLessThanOrEqual(375);
  }
});
