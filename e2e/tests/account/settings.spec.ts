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

test('a member changes the password and stays logged in on this tab, while another device is logged out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('password');
  await signUpThroughApi(page, email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/pages/faq');
  const userStatus = () =>
    otherPage.evaluate(async () => (await fetch('/api/user.php', { cache: 'no-store' })).status);
  const loggedIn = await otherPage.evaluate(
    async (user) => {
      const response = await fetch('/api/user.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'dating-web' },
        body: JSON.stringify(user),
      });
      return response.status;
    },
    { email, password: ACCOUNT_PASSWORD },
  );
  expect(loggedIn).toBe(200);
  // This tab's live channel is open before the change: its "sessions ended" event must not log it out.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/live'));
  await page.goto('/settings');
  await socket;
  const area = page.locator('section[data-remote="mf-signup"]');
  await area.getByRole('textbox', { name: 'Current password' }).fill(ACCOUNT_PASSWORD);
  await area.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password-27');
  await area.getByRole('textbox', { name: 'Repeat new password' }).fill('a-brand-new-password-27');
  await area.getByRole('button', { name: 'Change password' }).click();
  await expect(
    area.getByText('Your password has been changed. Other devices have been logged out.'),
  ).toBeVisible();
  // The logout reached the other device's session; give this tab's channel the same time to react.
  await expect.poll(userStatus).toBe(403);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(
    area.getByText('Your password has been changed. Other devices have been logged out.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect((await browserFetchJson<{ email: string }>(page, '/api/user.php')).email).toBe(email);
  await other.close();
});
