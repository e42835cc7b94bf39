import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { latestMail, logOutThroughApi, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';

test('a member who forgot the password resets it with the mailed link, which works once', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await signUpThroughApi(page, email);
  await logOutThroughApi(page);

  await page.goto('/login');
  const area = page.locator('section[data-remote="mf-signup"]');
  await area.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The login form (with its own e-mail field) stays on screen until the reset page's file arrives.
  await expect(area.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // An address without an account gets the same answer: the form tells nobody who is a member.
  await area.getByLabel('E-mail address').fill('nobody.at.all@example.com');
  await area.getByRole('button', { name: 'Send link' }).click();
  await expect(area.getByText('We have sent a link to nobody.at.all@example.com.')).toBeVisible();
  await page.goto('/reset-password');
  await area.getByLabel('E-mail address').fill(email);
  await area.getByRole('button', { name: 'Send link' }).click();
  await expect(area.getByText(`We have sent a link to ${email}.`)).toBeVisible();

  const link = mailLink(await latestMail(page, email));
  expect(link).toMatch(/^\/reset-password\/do\?token=/);
  await page.goto(link);
  await expect(area.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await area.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-secret');
  await area.getByRole('textbox', { name: 'Repeat new password' }).fill('brand-new-secreT');
  await area.getByRole('button', { name: 'Save new password' }).click();
  await expect(area.getByText('The entered passwords are not the same.')).toBeVisible();
  await area.getByRole('textbox', { name: 'Repeat new password' }).fill('brand-new-secret');
  await area.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/members$/);
  const user = await browserFetchJson<{ email: string }>(page, '/api/user.php');
  expect(user.email).toBe(email);

  await page.goto(link);
  await expect(area.getByText('Link expired or invalid, request a new email')).toBeVisible();
});
