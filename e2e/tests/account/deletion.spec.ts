import { expect, test } from '@playwright/test';
import { browserFetchJson, browserFetchText } from '../../support/browser-fetch';
import { ACCOUNT_PASSWORD, latestMail, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';

test('a member deletes the account, sees the offer, and reactivates it with the mailed link', async ({
  page,
}) => {
  const email = uniqueEmail('leave');
  await signUpThroughApi(page, email);
  await page.goto('/settings/delete-account');
  const area = page.locator('section[data-remote="mf-signup"]');
  await expect(area.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible();

  await area.getByLabel('It is too expensive').check();
  await expect(area.getByText('We would like you to stay: take a look at our offer below.')).toBeVisible();
  await expect(area.getByText('Stay and get 50% off')).toBeVisible();
  // The offer is claimed with the password, like the deletion itself: no code on demand.
  await area.getByLabel('Your password, to confirm').fill(ACCOUNT_PASSWORD);
  await area.getByRole('button', { name: 'Claim my discount' }).click();
  await expect(area.getByText(/^Your discount code: STAY\d+$/)).toBeVisible();

  // The data export is a JSON file with the profile in it.
  const exported = JSON.parse(await browserFetchText(page, '/api/account-export.php')) as {
    user: { email: string };
  };
  expect(exported.user.email).toBe(email);

  await area.getByLabel('Your password, to confirm').fill('not-my-password');
  await area.getByRole('button', { name: 'Delete my account' }).click();
  await expect(area.getByText('Please check your password.')).toBeVisible();
  await area.getByLabel('Your password, to confirm').fill(ACCOUNT_PASSWORD);
  await area.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  expect(await page.evaluate(async () => (await fetch('/api/user.php')).status)).toBe(403);

  const link = mailLink(await latestMail(page, email));
  expect(link).toMatch(/^\/login\?reactivate=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/members$/);
  expect((await browserFetchJson<{ email: string }>(page, '/api/user.php')).email).toBe(email);
});
