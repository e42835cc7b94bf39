// Issue 18: the discount code field on /credits: an unknown code is refused on the field, a personal code
// prices the bundles and the checkout, and once used it is refused as used.
import { expect, test } from '@playwright/test';
import { checkoutPage, creditsPage, finishAtSandbox, newMemberIn } from './payment-helpers';

test('a discount code is applied to the checkout and can be used once', async ({ page }) => {
  await newMemberIn(page, { name: 'Dora', country: 'NL' });
  await page.goto('/credits');
  const offer = creditsPage(page);
  const field = offer.getByRole('textbox', { name: 'Do you have a discount code?' });

  await field.fill('nope');
  await offer.getByRole('button', { name: 'Apply' }).click();
  await expect(offer.getByText('This discount code does not exist.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('spring10');
  await offer.getByRole('button', { name: 'Apply' }).click();
  await expect(offer.getByText('Discount code SPRING10: 10% off')).toBeVisible();
  const bundle = offer.getByRole('listitem', { name: '600 credits' });
  await expect(bundle.getByText('€53.99')).toBeVisible();
  await bundle.getByRole('link', { name: 'Buy' }).click();

  const checkout = checkoutPage(page);
  await checkout
    .getByRole('navigation', { name: 'Payment methods' })
    .getByRole('link', { name: 'PayPal' })
    .click();
  await expect(checkout.getByText('SPRING10 (−€6.00)')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await finishAtSandbox(page, /^Paid$/, '€53.99');
  await expect(checkout.getByText('Credits added')).toBeVisible({ timeout: 15_000 });

  await page.goto('/credits?code=SPRING10');
  await expect(creditsPage(page).getByText('This discount code has already been used.')).toBeVisible();
});
