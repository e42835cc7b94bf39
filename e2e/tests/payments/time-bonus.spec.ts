// Issue 18 with spec section 4: the shell's time-bonus banner leads a new member to /credits, where the
// prices carry TIMEBONUS25 and the checkout honours it; after the purchase the member pays full price.
import { expect, test } from '@playwright/test';
import { checkoutPage, creditsPage, finishAtSandbox, newMemberIn } from './payment-helpers';

test('the time bonus is shown, honoured at checkout, and gone once the member has paid', async ({ page }) => {
  await newMemberIn(page, { name: 'Tim', country: 'NL' });
  await page.goto('/members');
  // The shell's banner (spec section 2) links to the credits page.
  await page.getByTestId('time-bonus-banner').click();
  await expect(page).toHaveURL(/\/credits$/);

  const offer = creditsPage(page);
  await expect(offer.getByText('Time bonus: 25% off your first purchase')).toBeVisible();
  const bundle = offer.getByRole('listitem', { name: '100 credits' });
  await expect(bundle.getByText('€11.24')).toBeVisible();
  await bundle.getByRole('link', { name: 'Buy' }).click();

  const checkout = checkoutPage(page);
  await checkout
    .getByRole('navigation', { name: 'Payment methods' })
    .getByRole('link', { name: 'Visa' })
    .click();
  await expect(checkout.getByText(/TIMEBONUS25/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay with Visa' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await finishAtSandbox(page, /^Paid$/, '€11.24');
  await expect(checkout.getByText('Credits added')).toBeVisible({ timeout: 15_000 });

  await page.goto('/credits');
  await expect(
    creditsPage(page).getByRole('listitem', { name: '100 credits' }).getByText('€14.99'),
  ).toBeVisible();
  await expect(creditsPage(page).getByText(/Time bonus/)).toHaveCount(0);
});
