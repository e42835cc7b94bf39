import { expect, test, type Page } from '@playwright/test';

/**
 * The demo sites sign up everyone, so the site's mode is switched in the settings the page receives (the
 * server's enforcement of each mode is covered by api/src/features/signup/signup-routes.test.ts).
 */
async function withSignupMode(page: Page, mode: 'with_trafficsource' | 'none') {
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, signups: mode } });
  });
}

test('without a traffic source the signup is blocked; a landing URL with one opens it', async ({ page }) => {
  await withSignupMode(page, 'with_trafficsource');
  await page.goto('/signup');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Signing up is not possible here' })).toBeVisible();
  await expect(
    dialog.getByText('Signing up is only possible through one of our partner sites.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveCount(0);

  await page.goto('/signup?network=partner-net&ref=r1&sub1=s1');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Create your free profile' }),
  ).toBeVisible();
});

test('an invite-only site asks for the invite code', async ({ page }) => {
  await withSignupMode(page, 'none');
  await page.goto('/signup');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Invite code')).toBeVisible();
  await expect(
    dialog.getByText('Signing up is by invitation only. You find the code in your invitation.'),
  ).toBeVisible();
});
