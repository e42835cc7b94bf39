import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { latestMail, signUpThroughApi, uniqueEmail } from '../../support/account';

test('the unsubscribe link of a mail only asks; the button unsubscribes', async ({ page }) => {
  const email = uniqueEmail('unsubscribe');
  await signUpThroughApi(page, email);
  const mail = (await latestMail(page, email)) as { headers?: Record<string, string> };
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'missing:');
  const disabled = async () =>
    (await browserFetchJson<{ notifications_disabled: string[] }>(page, '/api/user.php'))
      .notifications_disabled;

  // Opening the link (as a mail client's link scanner also does) changes nothing.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from e-mails?', level: 1 })).toBeVisible();
  expect(await disabled()).toEqual([]);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed', level: 1 })).toBeVisible();
  expect(await disabled()).toEqual(['listunsubscribe']);
});
