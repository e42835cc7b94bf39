// Every demo site can be opened on this machine as `<domain>.localhost` (browsers send *.localhost to the
// loopback address): the README's way to look at the German site. Its pages and API calls then all belong
// to that site.
import { expect, test } from '@playwright/test';

test.use({ locale: 'de-DE' });

test('herzenssache.test.localhost shows the German demo site, in German', async ({ page, baseURL }) => {
  const local = new URL(baseURL!);
  local.hostname = 'herzenssache.test.localhost';
  await page.goto(local.href);
  await expect(page).toHaveTitle('Willkommen bei Herzenssache · Herzenssache');
  // The site greets visitors with its entry warning: the shell asked this site's settings.
  await expect(page.getByRole('dialog')).toContainText('Herzenssache ist eine Dating-Seite für Erwachsene');
  const settings = await page.evaluate(
    async () => (await (await fetch('/api/settings.php')).json()) as { name: string },
  );
  expect(settings.name).toBe('Herzenssache');
});
