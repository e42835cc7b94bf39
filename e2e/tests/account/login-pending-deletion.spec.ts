import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { mailboxJson } from '../../support/staff-mailbox';
import {
  ACCOUNT_PASSWORD,
  logOutThroughApi,
  mailLink,
  signUpThroughApi,
  uniqueEmail,
} from '../../support/account';

interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
}

test('logging into a deleted account offers a new reactivation link, which brings it back', async ({
  page,
}) => {
  const email = uniqueEmail('comeback');
  await signUpThroughApi(page, email);
  const deleted = await page.evaluate(async (password) => {
    const response = await fetch('/api/account-deletion.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
      body: JSON.stringify({ reasons: ['privacy'], password }),
    });
    return response.status;
  }, ACCOUNT_PASSWORD);
  expect(deleted).toBe(200);
  const deletionMails = () =>
    mailboxJson<MailboxEntry[]>(page, email).then((mails) =>
      mails.filter((mail) => mail.subject.includes('deleted')),
    );
  await expect.poll(async () => (await deletionMails()).length).toBe(1);

  await page.goto('/login');
  const area = page.locator('section[data-remote="mf-signup"]');
  await area.getByLabel('E-mail address').fill(email);
  // A wrong password learns nothing about the deletion.
  await area.getByLabel('Password').fill('not-the-password');
  await area.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(area.getByRole('alert')).toHaveText('Login failed, please try again');

  await area.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await area.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(area.getByText('You deleted your account recently.', { exact: false })).toBeVisible();
  await area.getByRole('button', { name: 'Send me a reactivation link' }).click();
  await expect(
    area.getByText(`We have sent a reactivation link to ${email}. Please check your inbox.`),
  ).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/user.php')).status)).toBe(403);

  // The newest deletion mail carries the new link; following it reactivates and logs in.
  await expect.poll(async () => (await deletionMails()).length).toBe(2);
  const [newest] = await deletionMails();
  const link = mailLink(newest!);
  expect(link).toMatch(/^\/login\?reactivate=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/members$/);

  // And the password works again like for any member.
  await logOutThroughApi(page);
  await page.goto('/login');
  await area.getByLabel('E-mail address').fill(email);
  await area.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await area.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  expect((await browserFetchJson<{ email: string }>(page, '/api/user.php')).email).toBe(email);
});
