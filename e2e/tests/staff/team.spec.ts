// An admin runs the team in the browser, without the command line: a new moderator gets a one-time setup
// link, sets a password and an authenticator (the secret read from the page, codes computed by otpauth as an
// app would), logs in, changes their own password (their other device is signed out), and is sent to the
// login on their open tab's next request once the admin disables them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logInAsStaff, totpCode } from '../../support/staff';

// The admin's login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a long password for the new moderator';

test('an admin creates a moderator who sets up two-factor login and is shut out at once when disabled', async ({
  browser,
  page: admin,
}) => {
  const email = `team-${Date.now().toString(36)}@staff.test`;
  const name = `Moderator ${Date.now().toString(36)}`;
  await logInAsStaff(admin, 'admin', '/staff/accounts');
  await admin.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  const form = admin.getByRole('form', { name: 'New staff member' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Role/).selectOption('moderator');
  await form.getByRole('button', { name: 'Create account' }).click();
  const notice = admin.getByRole('region', { name: `Setup link for ${email}` });
  await expect(notice).toContainText('This link is shown only now');
  const link = await notice.getByLabel(/^One-time setup link/).inputValue();
  expect(link).toMatch(/\/staff\/setup#[\w-]{40,}$/);
  await expect(admin.getByRole('article', { name }).getByText(/^Pending/)).toBeVisible();

  // The page with the list, the link and the form: accessible, and usable on a 320 px wide phone.
  await admin.setViewportSize({ width: 320, height: 720 });
  const results = await new AxeBuilder({ page: admin }).include('[data-remote-root="mf-staff"]').analyze();
  expect(
    results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await admin.setViewportSize({ width: 1280, height: 800 });

  // The new moderator, in a browser of their own.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await moderator.goto(link);
  await moderator.getByLabel(/^New password/).fill(PASSWORD);
  await moderator.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await moderator.getByRole('button', { name: 'Continue' }).click();
  await expect(moderator.getByRole('img', { name: /^QR code for your authenticator app/ })).toBeVisible();
  const secret = (await moderator.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await moderator.getByLabel(/^Code from your authenticator app/).fill(totpCode(secret));
  await moderator.getByRole('button', { name: 'Finish setup' }).click();
  await expect(moderator.getByText('Your account is ready.', { exact: false })).toBeVisible();

  // The link is used up.
  const again = await moderatorContext.newPage();
  await again.goto(link);
  await again.getByLabel(/^New password/).fill(PASSWORD);
  await again.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again.getByRole('alert')).toContainText('This setup link is invalid or has expired');
  await again.close();

  // A real login: e-mail, password and the next code (the setup used this one). The setup's session stays
  // on another device.
  const otherDevice = await browser.newContext();
  await otherDevice.addCookies(await moderatorContext.cookies());
  await moderatorContext.clearCookies();
  await moderator.goto('/staff/login');
  await moderator.getByLabel(/^E-mail address/).fill(email);
  await moderator.getByLabel(/^Password/).fill(PASSWORD);
  await moderator.getByLabel(/^Code from your authenticator app/).fill(totpCode(secret, 1));
  await moderator.getByRole('button', { name: 'Log in' }).click();
  await expect(moderator).toHaveURL(/\/staff$/);
  await expect(moderator.getByRole('navigation').getByRole('link', { name: /^Photos/ })).toBeVisible();

  // The moderator changes their own password from the header: their other device is signed out.
  await moderator.getByRole('link', { name: `${name} · Moderator` }).click();
  await expect(moderator.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await moderator.getByLabel(/^Current password/).fill(PASSWORD);
  await moderator.getByLabel(/^New password/).fill(`${PASSWORD} renewed`);
  await moderator.getByLabel(/^Repeat the new password/).fill(`${PASSWORD} renewed`);
  await moderator.getByRole('button', { name: 'Change password' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  const elsewhere = await otherDevice.newPage();
  await elsewhere.goto('/staff');
  await expect(elsewhere).toHaveURL(/\/staff\/login\?next=/);
  await otherDevice.close();

  await admin.reload();
  const card = admin.getByRole('article', { name });
  await expect(card).toContainText('Set up');
  await card.getByRole('button', { name: 'Disable account' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Disable account' });
  await dialog.getByLabel(/^Reason/).fill('Left the moderation team');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `The account of ${name} was disabled.` }),
  ).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  // The moderator's tab is still open; its next request finds the session gone.
  await moderator
    .getByRole('navigation')
    .getByRole('link', { name: /^Photos/ })
    .click();
  await expect(moderator).toHaveURL(/\/staff\/login\?next=/);
  await moderatorContext.close();
});
