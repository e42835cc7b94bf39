// Spec section 2, the push-notification alert with its enable button: for members whose browser can take push
// and who have not decided yet; hidden on signup, notifications, activate-done, direct debit and premium.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS } from '../../support/e2e-env';
import { FREE_MEMBER, logIn, patchJson } from './shell-helpers';

// Service workers and push need a secure origin; the test site may be plain http on a .test name.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--unsafely-treat-insecure-origin-as-secure=${new URL(BASE_URL).origin}`],
  },
});

const withPushKey = (page: Page) =>
  patchJson(page, '/api/settings.php', (settings) => ({
    ...settings,
    push_public_key:
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  }));

test('offers to turn on notifications, hidden on premium, dismissible', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await withPushKey(page);
  await page.goto('/members');
  const alert = page.getByTestId('push-alert');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
  for (const path of ['/premium', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(alert, path).toHaveCount(0);
  }
  await page.goto('/members');
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('no alert when the site has no push key', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  // The server makes its VAPID key on the first start; a settings answer without one stands for a server
  // that cannot push.
  await patchJson(page, '/api/settings.php', (settings) => ({ ...settings, push_public_key: null }));
  await page.goto('/members');
  await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
  await expect(page.getByTestId('push-alert')).toHaveCount(0);
});
