import { expect, test } from '@playwright/test';
import { ACCOUNT_PASSWORD, logOutThroughApi, signUpThroughApi, uniqueEmail } from '../../support/account';

test('wrong passwords slow this browser down without locking the account, and a right one brings the member back where they were going', async ({
  page,
}) => {
  const email = uniqueEmail('lockout');
  await signUpThroughApi(page, email);
  await logOutThroughApi(page);
  const other = uniqueEmail('login');
  await signUpThroughApi(page, other);
  await logOutThroughApi(page);

  await page.goto('/login');
  const form = page.locator('section[data-remote="mf-signup"]');
  await form.getByLabel('E-mail address').fill(email);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await form.getByLabel('Password').fill(`wrong-${attempt}`);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Login failed, please try again');
  }
  // This address now waits for this account, even with the right password (the member's own device,
  // elsewhere, is not affected: see api/src/features/auth/auth-routes.test.ts).
  await form.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^Too many incorrect attempts from here\. Please try again in 1 min\.$/,
  );

  await page.goto('/login?next=%2Fsettings');
  await form.getByLabel('E-mail address').fill(other);
  await form.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
