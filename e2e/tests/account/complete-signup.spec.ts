import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { signUpThroughApi, uniqueEmail } from '../../support/account';

test('a member who signed up elsewhere (a landing page) completes the profile on /complete-signup', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueEmail('complete'));
  await page.goto('/complete-signup');
  const area = page.locator('[data-remote="mf-signup"][data-route="complete-signup"]');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(area.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await area.getByLabel('City').fill('Dover');
  await area.getByRole('button', { name: 'Next' }).click();
  await expect(area.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await area.getByLabel('Relationship status').selectOption({ label: 'Single' });
  await area.getByRole('button', { name: 'Next' }).click();
  await expect(area.getByRole('heading', { name: 'About you' })).toBeVisible();
  // Progress is kept: after a reload the member is still at the same step.
  await page.reload();
  await expect(area.getByRole('heading', { name: 'About you' })).toBeVisible();
  const user = await browserFetchJson<{ profile: { city: string; relationship_status: string } }>(
    page,
    '/api/user.php',
  );
  expect(user.profile).toMatchObject({ city: 'Dover', relationship_status: 'single' });
});
