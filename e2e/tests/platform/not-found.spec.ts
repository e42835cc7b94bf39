// Spec section 8: an unknown path gets the 404 page, with the status code and a way home.
import { expect, test } from '@playwright/test';
import { shellPage } from '../../support/pages';

test('an unknown path answers 404 and shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/chats/7/nothing/here');
  expect(response?.status()).toBe(404);
  const notFound = shellPage(page);
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.locator('[data-remote-root]:visible')).toHaveCount(0);
  await notFound.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notFound.getByRole('heading', { name: 'This page could not be found' })).toHaveCount(0);
});

test('a route param that is not allowed is a 404 too', async ({ page }) => {
  const response = await page.goto('/landers/no-such-kind');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
});

test('a mistyped address in the back office stays in its layout and leads up to the console', async ({
  page,
}) => {
  const response = await page.goto('/staff/queues/bogus');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  // No member header (its "Log in" is the member site's), no way to the member home page.
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to /staff' }).click();
  await expect(page).toHaveURL(/\/staff(\/login\?.*)?$/);
});

test("a mistyped back-office address opened anew speaks the console's language, and the site keeps its own", async ({
  page,
}) => {
  await page.goto('/staff/login');
  await page.getByRole('combobox', { name: 'Console language' }).selectOption('da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');

  const response = await page.goto('/staff/queues/bogus');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');

  await page.goto('/chats/7/nothing/here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});
