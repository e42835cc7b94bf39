// Helpers of the payment journeys: a fresh member in a chosen country, the sandbox PSP's hosted page, and
// the member's balance as the API reports it.
import { expect, type Page } from '@playwright/test';
import { signUpMember } from '../../support/members';
import { remoteRoot } from '../../support/pages';

/** A member who just signed up (so the time bonus runs), living in `country` (which decides the methods). */
export async function newMemberIn(
  page: Page,
  options: { name: string; country: string; language?: string },
): Promise<{ id: number }> {
  const member = await signUpMember(page, { name: options.name, language: options.language });
  const status = await page.evaluate(async (country) => {
    const response = await fetch('/api/signup.php', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
      body: JSON.stringify({ country, region: null, city: null }),
    });
    return response.status;
  }, options.country);
  expect(status).toBe(200);
  return member;
}

export async function balance(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user.php', { cache: 'no-store' });
    return (await response.json()) as { credits: number; paid_user: boolean };
  });
}

export const creditsPage = (page: Page) => remoteRoot(page, 'mf-payments', 'credits');
export const checkoutPage = (page: Page) => remoteRoot(page, 'mf-payments', 'credits-id-paymentmethod');

/** On the sandbox's hosted checkout: checks the amount, picks the outcome, and waits to be back. */
export async function finishAtSandbox(page: Page, outcome: RegExp, amount?: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-psp\/checkout\/sbx_/);
  if (amount) await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/[a-z_]+\?payment=\d+/);
}
