import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { drawnPhoto, signUpMember } from '../../support/members';

test('a free member uploads and crops photos, picks the main one, and is refused a fourth', async ({
  page,
}) => {
  await signUpMember(page, { name: 'Photographer', gender: 'female' });
  await page.goto('/profile');
  const area = remoteRoot(page, 'mf-members', 'profile');
  await expect(area.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(area.getByText('0 of 3 photos')).toBeVisible();

  for (let n = 1; n <= 3; n++) {
    await area.locator('input[type="file"]').setInputFiles(await drawnPhoto(page, `me-${n}.jpg`, n * 90));
    const crop = page.getByRole('dialog', { name: 'Choose the part to show' });
    await expect(crop.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await crop.getByLabel('Zoom').fill('125');
    await crop.getByRole('button', { name: 'Upload photo' }).click();
    await expect(crop).toBeHidden();
    await expect(area.getByText(`${n} of 3 photos`)).toBeVisible();
  }
  // The site holds photos for a moderator; the first one became the main photo.
  await expect(area.getByText('Waiting for approval')).toHaveCount(3);
  await expect(area.getByText('Main photo', { exact: true })).toHaveCount(1);
  await area.getByRole('button', { name: 'Make main photo' }).first().click();
  await expect(area.getByRole('img', { name: 'Your photo 1' })).toBeVisible();

  // A fourth is refused by the server, with the reason.
  await area.locator('input[type="file"]').setInputFiles(await drawnPhoto(page, 'me-4.jpg', 300));
  await page
    .getByRole('dialog', { name: 'Choose the part to show' })
    .getByRole('button', { name: 'Upload photo' })
    .click();
  await expect(area.getByRole('alert')).toContainText('You have 3 photos, the most your membership allows.');
  await expect(area.getByText('3 of 3 photos')).toBeVisible();

  // Not a photo: refused with a clear message before anything is sent.
  await area
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(area.getByRole('alert')).toContainText('This file is not a photo we can read.');

  // Deleting is asked first; the answer no keeps the photo.
  const question = page.getByRole('dialog', { name: 'Delete this photo?' });
  await area.getByRole('button', { name: 'Delete photo 3' }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(area.getByText('3 of 3 photos')).toBeVisible();
  await area.getByRole('button', { name: 'Delete photo 3' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(area.getByText('2 of 3 photos')).toBeVisible();
  await expect(area.getByRole('button', { name: /^Delete photo/ })).toHaveCount(2);
});

test('a member edits profile fields with the site’s option lists', async ({ page }) => {
  await signUpMember(page, { name: 'Editor', gender: 'male' });
  await page.goto('/profile');
  const area = remoteRoot(page, 'mf-members', 'profile');
  await area.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await area.getByLabel('Looking for').selectOption({ label: 'A relationship' });
  await area.getByLabel('About me').fill('I like long walks & <b>bold</b> coffee.');
  await area.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(area.getByLabel('Hair colour')).toHaveValue('red');
  await expect(area.getByLabel('About me')).toHaveValue('I like long walks & <b>bold</b> coffee.');
});
