import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { openMailboxInPage } from '../../support/staff-mailbox';
import { ACCOUNT_PASSWORD, uniqueEmail } from '../../support/account';

test('a new visitor signs up through every step and confirms the account from the mail', async ({ page }) => {
  const email = uniqueEmail('signup');
  const [local] = email.split('@');
  await page.goto('/signup');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create your free profile' })).toBeVisible();
  await expect(page).toHaveTitle('Sign up · Flirt Local');

  await dialog.getByText('Female', { exact: true }).click();
  await dialog.getByText('Men', { exact: true }).click();
  await dialog.getByLabel('Username').fill('@anna');
  await dialog.getByLabel('Date of birth').fill('1993-03-21');
  // A typo in a well-known domain gets a suggestion the visitor can take with one click.
  await dialog.getByLabel('E-mail address').fill(`${local}@gmial.com`);
  await dialog.getByLabel('Password').focus();
  await dialog.getByRole('button', { name: `${local}@gmail.com` }).click();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(`${local}@gmail.com`);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: 'Create my profile' }).click();
  await expect(dialog.getByText('Your username may not start with @.')).toBeVisible();
  await dialog.getByLabel('Username').fill('Anna');
  await dialog.getByRole('button', { name: 'Create my profile' }).click();

  await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await expect(dialog.getByText('Step 2 of 7')).toBeVisible();
  // Signup is in progress: Escape does not close it, and a reload continues at the same step.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  // A real photo, drawn in the page, goes through the server's re-encoding.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c8107a';
      context.fillRect(0, 0, 240, 240);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(photo, 'base64') });
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Upload photo' }).click();

  const step = page.getByRole('dialog');
  await expect(step.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await step.getByLabel('City').fill('Canterbury');
  await step.getByRole('button', { name: 'Next' }).click();

  await expect(step.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await step.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await step.getByRole('button', { name: 'Next' }).click();

  await expect(step.getByRole('heading', { name: 'About you' })).toBeVisible();
  await step.getByLabel('About me').fill('I love long walks on the beach.');
  await step.getByRole('button', { name: 'Next' }).click();

  await expect(step.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await step.getByRole('button', { name: /^(Not now|Next)$/ }).click();

  await expect(step.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(step.getByText(email)).toBeVisible();

  const before = await browserFetchJson<{
    status: string;
    profile: { city: string; hair_color: string; personal_text: string; main_image: unknown };
  }>(page, '/api/user.php');
  expect(before.status).toBe('not_confirmed');
  expect(before.profile.main_image, 'the uploaded photo is the main image').not.toBeNull();
  expect(before.profile).toMatchObject({
    city: 'Canterbury',
    hair_color: 'red',
    personal_text: 'I love long walks on the beach.',
  });

  // The activation mail, read in the development mailbox and opened like in a mail client.
  await openMailboxInPage(page);
  await page.goto(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Confirm your e-mail address for Flirt Local' }).click();
  await page.frameLocator('iframe').getByRole('link', { name: 'Confirm e-mail address' }).click();
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  const after = await browserFetchJson<{ status: string; profile: { status: string } }>(
    page,
    '/api/user.php',
  );
  expect(after.status).toBe('confirmed');
  expect(after.profile.status).toBe('active');
});

test('a used activation link shows "Activation failed"', async ({ page }) => {
  await page.goto('/api/activate.php?token=' + 'x'.repeat(43));
  await expect(page).toHaveURL(/\/activate\/error$/);
  await expect(page.getByRole('heading', { name: 'Activation failed' })).toBeVisible();
});
