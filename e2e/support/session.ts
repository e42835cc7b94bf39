import type { Page } from '@playwright/test';

/** A demo account the server seeds on a fresh data folder (api/src/seed/demo-accounts.ts). */
export const DEMO_USER = { email: 'demo@flirtlocal.test', password: 'demo-password-2024' };

/**
 * Logs the page in through the API, from inside the browser (the site's domain only resolves there), so
 * the session cookie lands where the site's pages will send it.
 */
export async function logInThroughApi(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/pages/faq');
  const status = await page.evaluate(async (user) => {
    const response = await fetch('/api/user.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'dating-web' },
      body: JSON.stringify(user),
    });
    return response.status;
  }, DEMO_USER);
  if (status !== 200) throw new Error(`Demo login failed with HTTP ${status}`);
}
