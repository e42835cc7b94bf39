// Spec section 2, layouts: default (navigation, warnings, content, footer, legal disclaimer, the US footer for
// en when the site's flag is set), chat (bare) and lander (logo bar and content), each on the routes the route
// table gives it.
import { expect, test } from '@playwright/test';
import { FREE_MEMBER, logIn, patchJson } from './shell-helpers';

test('the default layout has navigation, content, footer links and the legal disclaimer', async ({
  page,
}) => {
  await page.goto('/pages/cookies');
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Legal information and help' });
  const links = {
    'Terms and conditions': '/pages/terms',
    Privacy: '/pages/privacy',
    Cookies: '/pages/cookies',
    'Access ban': '/pages/ban',
    Pricing: '/pricing',
    Complaints: '/complaints',
    'Returns and refunds': '/pages/return-policy',
    FAQ: '/pages/faq',
    'Customer service': '/pages/service',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('legal-disclaimer')).toHaveText(
    'Flirt Local is a dating and chat service for adults. All members are at least 18 years old. Photos may show models.',
  );
  await expect(page.getByTestId('us-footer')).toHaveCount(0);
});

test('the US footer shows for English when the site sets its flag, and not in other languages', async ({
  page,
  context,
}) => {
  await patchJson(page, '/api/settings.php', (settings) => ({ ...settings, us_footer: true }));
  await page.goto('/pages/faq');
  await expect(page.getByTestId('us-footer')).toContainText('18 U.S.C. 2257');
  await expect(page.getByTestId('us-footer')).toContainText('Flirt Local Media B.V.');
  await context.addCookies([{ name: 'lang', value: 'de', url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('legal-disclaimer')).toContainText('Dating- und Chatdienst');
  await expect(page.getByTestId('us-footer')).toHaveCount(0);
});

test('a conversation uses the bare chat layout; the chat list keeps the navigation', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/chats');
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/chats/1');
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'chat');
  await expect(page.locator('[data-remote-root="mf-chat"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Legal information and help' })).toHaveCount(0);
  await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);
});

test('a lander shows only the logo bar and its content', async ({ page }) => {
  await page.goto('/landers/video');
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'lander');
  await expect(page.locator('#shell-header').getByTestId('site-name')).toHaveText(/Flirt Local/);
  await expect(page.locator('[data-remote-root="mf-landers"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Legal information and help' })).toHaveCount(0);
});
