// Issue 18: a new member in the Netherlands buys a bundle with iDEAL at the sandbox PSP (bank select,
// confirm modal, paid) and comes back to credits added, premium, and the credits item in the navigation.
import { expect, test } from '@playwright/test';
import { balance, checkoutPage, creditsPage, finishAtSandbox, newMemberIn } from './payment-helpers';

test('a new member buys credits with iDEAL and becomes premium', async ({ page }) => {
  await newMemberIn(page, { name: 'Ida', country: 'NL' });
  const before = await balance(page);
  expect(before.paid_user).toBe(false);

  await page.goto('/credits');
  await expect(page.getByRole('link', { name: 'Get premium' })).toBeVisible();
  const offer = creditsPage(page);
  await expect(offer.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  const bundle = offer.getByRole('listitem', { name: '250 credits' });
  // The time bonus of a member who signed up minutes ago: 25 % off €29.99.
  await expect(bundle.getByText('€22.49')).toBeVisible();
  await bundle.getByRole('link', { name: 'Buy' }).click();

  const checkout = checkoutPage(page);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Choose a payment method' })).toBeVisible();
  const methods = checkout.getByRole('navigation', { name: 'Payment methods' });
  await expect(methods.getByRole('link', { name: 'Bancontact' })).toHaveCount(0);
  await methods.getByRole('link', { name: 'iDEAL' }).click();

  await expect(checkout.getByRole('heading', { level: 1, name: 'Choose your bank' })).toBeVisible();
  await checkout.getByRole('radio', { name: 'ING' }).check();
  await checkout.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('You are buying 250 credits for €22.49 with iDEAL (ING).');
  await dialog.getByRole('button', { name: 'Pay now' }).click();

  await finishAtSandbox(page, /^Paid$/, '€22.49');
  await expect(checkout.getByText('Credits added')).toBeVisible({ timeout: 15_000 });
  await expect(checkout.getByText(/250 credits have been added/)).toBeVisible();
  await expect(checkout.getByText(/You are now a premium member/)).toBeVisible();

  // The navigation swaps 'Get premium' for the credits item.
  await expect(page.getByRole('link', { name: 'Get premium' })).toHaveCount(0);
  await expect(
    page
      .locator('header')
      .getByRole('link', { name: /^Credits/ })
      .first(),
  ).toBeVisible();
  const after = await balance(page);
  expect(after.credits).toBe(before.credits + 250);
  expect(after.paid_user).toBe(true);
});
