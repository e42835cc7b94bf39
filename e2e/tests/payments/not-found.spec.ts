// Issue 18: a bundle that does not exist, a method this country does not offer, and a payment of someone
// else all show "not found"; a method the route does not know is the shell's 404 page (the server says 404).
import { expect, test } from '@playwright/test';
import { checkoutPage, newMemberIn } from './payment-helpers';

test('unknown bundles, methods and payments are not found', async ({ page }) => {
  await newMemberIn(page, { name: 'Nora', country: 'GB' });
  const checkout = checkoutPage(page);

  await page.goto('/credits/999999');
  await expect(checkout.getByText('This page could not be found')).toBeVisible();

  // iDEAL is a Dutch method: not offered to a member in the United Kingdom.
  const bundleId = await page.evaluate(async () => {
    const offer = (await (await fetch('/api/bundles.php')).json()) as { bundles: { id: number }[] };
    return offer.bundles[0]?.id;
  });
  await page.goto(`/credits/${bundleId}/ideal`);
  await expect(checkout.getByText('This page could not be found')).toBeVisible();

  await page.goto(`/credits/${bundleId}/visa?payment=2147483000`);
  await expect(checkout.getByText('This page could not be found')).toBeVisible();

  const response = await page.goto(`/credits/${bundleId}/bitcoin`);
  expect(response?.status()).toBe(404);
  await expect(checkout).toHaveCount(0);
});
