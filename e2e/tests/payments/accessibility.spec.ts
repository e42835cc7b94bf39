// The payment pages pass axe on a phone and on a desktop: the bundles, the method and bank steps, the
// confirm modal, the public pricing page and the premium page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { newMemberIn } from './payment-helpers';

async function axe(page: Page, selector: string, label: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`the payment pages pass axe at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await newMemberIn(page, { name: 'Axel', country: 'NL' });
    for (const [path, route] of [
      ['/credits', 'credits'],
      ['/premium', 'premium'],
      ['/pricing', 'pricing'],
    ] as const) {
      await page.goto(path);
      const area = remoteRoot(page, 'mf-payments', route);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
      await axe(page, `[data-remote-root="mf-payments"][data-route="${route}"]`, route);
    }
    const checkout = remoteRoot(page, 'mf-payments', 'credits-id-paymentmethod');
    await page.goto('/credits');
    await remoteRoot(page, 'mf-payments', 'credits').getByRole('link', { name: 'Buy' }).first().click();
    await expect(checkout.getByRole('navigation', { name: 'Payment methods' })).toBeVisible();
    await axe(page, '[data-remote-root="mf-payments"]', 'method');
    await checkout.getByRole('link', { name: 'iDEAL' }).click();
    await expect(checkout.getByRole('group', { name: 'Your bank' })).toBeVisible();
    await axe(page, '[data-remote-root="mf-payments"]', 'bank');
    await checkout.getByRole('radio', { name: 'Rabobank' }).check();
    await checkout.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    // Keyboard: the dialog has focus on its safe answer, and Escape takes the member back.
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
    await axe(page, '[role="dialog"]', 'confirm');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
