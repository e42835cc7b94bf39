// Issue 18: a card payment that fails at the sandbox PSP says so ('Payment failed or has been cancelled.'),
// credits nothing, and the retry it offers goes through.
import { expect, test } from '@playwright/test';
import { balance, checkoutPage, creditsPage, finishAtSandbox, newMemberIn } from './payment-helpers';

test('a failed card payment is retried and then paid', async ({ page }) => {
  await newMemberIn(page, { name: 'Carl', country: 'GB' });
  const before = await balance(page);

  await page.goto('/credits');
  // A member in the United Kingdom pays in pounds.
  const bundle = creditsPage(page).getByRole('listitem', { name: '100 credits' });
  await expect(bundle.getByText('£12.99')).toBeVisible();
  await bundle.getByRole('link', { name: 'Buy' }).click();
  const checkout = checkoutPage(page);
  await checkout
    .getByRole('navigation', { name: 'Payment methods' })
    .getByRole('link', { name: 'Credit card' })
    .click();

  await checkout.getByRole('button', { name: 'Pay with Credit card' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await finishAtSandbox(page, /^Failed$/);
  await expect(checkout.getByText('Payment failed or has been cancelled.')).toBeVisible({ timeout: 15_000 });
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  expect((await balance(page)).credits).toBe(before.credits);

  await checkout.getByRole('link', { name: 'Try again' }).click();
  await checkout.getByRole('button', { name: 'Pay with Credit card' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await finishAtSandbox(page, /^Paid$/);
  await expect(checkout.getByText('Credits added')).toBeVisible({ timeout: 15_000 });
  expect((await balance(page)).credits).toBe(before.credits + 100);
});
