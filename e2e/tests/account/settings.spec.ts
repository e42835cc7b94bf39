import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { ACCOUNT_PASSWORD, latestMail, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';

test('a member changes the e-mail address with the link sent to the new one', async ({ page }) => {
  const email = uniqueEmail('change');
  const next = uniqueEmail('changed');
  await signUpThroughApi(page, email);
  await page.goto('/settings');
  const area = page.locator('section[data-remote="mf-signup"]');
  await expect(area.getByText(`Your e-mail address is ${email}.`)).toBeVisible();
  await area.getByLabel('New e-mail address').fill(next);
  await area.getByLabel('Your password, to confirm').fill(ACCOUNT_PASSWORD);
  await area.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    area.getByText(`We have sent a confirmation link to ${next}.`, { exact: false }),
  ).toBeVisible();
  expect((await browserFetchJson<{ email: string }>(page, '/api/user.php')).email).toBe(email);

  const link = mailLink(await latestMail(page, next));
  expect(link).toMatch(/^\/mail-change\/do\?token=/);
  await page.goto(link);
  await expect(area.getByText(`Done! Your e-mail address is now ${next}.`)).toBeVisible();
  expect((await browserFetchJson<{ email: string }>(page, '/api/user.php')).email).toBe(next);
});

test('a member switches a notification preference off and on again', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('prefs'));
  await page.goto('/settings');
  const area = page.locator('section[data-remote="mf-signup"]');
  const promotions = area.getByRole('checkbox', { name: 'Offers and promotions by e-mail' });
  await expect(promotions).toBeChecked();
  await promotions.uncheck();
  await expect(area.getByText('Your changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(promotions).not.toBeChecked();
  await promotions.check();
  await expect(area.getByText('Your changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(promotions).toBeChecked();
  await expect(
    area.getByRole('checkbox', { name: 'Offers and promotions by push notification' }),
  ).toBeChecked();
});
