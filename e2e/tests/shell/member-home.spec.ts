// `/` for a logged-in member is their home: what is new (likes, unread messages, matches), what the profile
// lacks, and match suggestions from mf-members, each a link into the page that owns it. Visitors keep the
// landing page with its signup start.
import { expect, test } from '@playwright/test';
import { FREE_MEMBER, logIn } from './shell-helpers';

test('a member’s home shows what is new and suggestions, each leading on', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hi .+!$/);
  const likes = page.getByTestId('home-likes');
  await expect(likes).toHaveAttribute('href', '/likes/received');
  await expect(page.getByTestId('home-chats')).toHaveAttribute('href', '/chats');
  await expect(page.getByTestId('home-matches')).toHaveAttribute('href', '/likes/matches');
  // The counts follow the shell's badge state once the first poll (5 s after login) has run.
  await expect(likes).toContainText(/new likes?|No new likes/);
  const suggestions = page.getByRole('list', { name: 'Suggestions for you' });
  await expect(suggestions.getByRole('article').first()).toBeVisible();
  await suggestions.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
});

test('a visitor keeps the landing page with the way to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
  await expect(page.getByTestId('home-likes')).toHaveCount(0);
});
