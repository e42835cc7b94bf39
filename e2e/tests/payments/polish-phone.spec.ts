// Issue 18 in Polish on a 375 px phone: the whole purchase (bundles, method, bank-less card, confirm
// modal, sandbox page, result) reads in Polish, shows no message ids and never scrolls sideways.
import { expect, test } from '@playwright/test';
import { expectTranslatedContent } from '../../support/pages';
import { checkoutPage, creditsPage, finishAtSandbox, newMemberIn } from './payment-helpers';

test.use({ viewport: { width: 375, height: 740 } });

const fitsWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a Polish member buys credits on a phone, in Polish throughout', async ({ page }) => {
  await newMemberIn(page, { name: 'Ola', country: 'NL', language: 'pl' });
  await page.goto('/credits');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const offer = creditsPage(page);
  await expect(offer.getByRole('heading', { level: 1, name: 'Kup kredyty' })).toBeVisible();
  await expectTranslatedContent(offer);
  expect(await fitsWidth(page)).toBe(true);
  await offer.getByRole('listitem', { name: '250 kredytów' }).getByRole('link', { name: 'Kup' }).click();

  const checkout = checkoutPage(page);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Wybierz metodę płatności' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkout.getByRole('link', { name: 'Karta kredytowa' }).click();
  await checkout.getByRole('button', { name: 'Przejdź do płatności: Karta kredytowa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potwierdź płatność' });
  await expect(dialog).toContainText('Kupujesz 250 kredytów');
  await dialog.getByRole('button', { name: 'Zapłać teraz' }).click();

  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await finishAtSandbox(page, /^Opłacona$/);
  await expect(checkout.getByText('Kredyty dodane')).toBeVisible({ timeout: 15_000 });
  await expectTranslatedContent(checkout);
  expect(await fitsWidth(page)).toBe(true);
});
