// The login arrives drawn by mf-signup's server build (issue #33): a returning member sees the form at once,
// before the scripts have downloaded on a slow phone. What they type before the script has taken the page
// over is kept, and a login sent that early is held and sent by the script once it runs, never by the
// browser itself (a password must not end up in an address or go anywhere but the API).
import { expect, test, type Page } from '@playwright/test';
import { watchHydration } from '../../support/hydration';
import { DEMO_USER } from '../../support/session';

test.use({ viewport: { width: 375, height: 812 } });

const TEXTS = {
  en: { heading: 'Log in', email: 'E-mail address', password: 'Password', submit: 'Log in' },
  de: { heading: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
} as const;

for (const locale of ['en', 'de'] as const) {
  test(`without JavaScript the login form reads in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(locale === 'en' ? '/login' : '/login?hl=de');
    expect(response?.status()).toBe(200);
    const drawn = page.locator('[data-server-rendered]');
    const text = TEXTS[locale];
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(drawn.getByLabel(text.email)).toBeVisible();
    await expect(drawn.getByLabel(text.password)).toHaveAttribute('type', 'password');
    await expect(drawn.getByRole('button', { name: text.submit })).toBeVisible();
    // Sent by the browser itself (the script never came), the password goes in a body, not the address.
    await expect(drawn.locator('form')).toHaveAttribute('method', 'post');
    await context.close();
  });
}

test('with JavaScript the login is hydrated: the server’s elements stay, no error, no shift', async ({
  page,
}) => {
  const hydration = await watchHydration(page, '[data-server-rendered] *:not(style)');
  await page.goto('/login');
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.waitForTimeout(1000);
  const kept = await hydration.kept();
  expect(kept.all).toBeGreaterThan(5);
  expect(kept.kept).toBe(kept.all);
  expect(await hydration.layoutShift()).toBeLessThan(0.02);
  expect(hydration.errors).toEqual([]);
});

/** Holds the shell's main.js until the returned function is called: the page stays as the server drew it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a login typed and sent before the script runs is kept, held, and sent once it runs', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });
  await page.goto('/login?next=%2Fchats');
  const drawn = page.locator('[data-server-rendered]');
  await drawn.getByLabel('E-mail address').fill(DEMO_USER.email);
  await drawn.getByLabel('Password').fill(DEMO_USER.password);
  await drawn.getByLabel('Password').press('Enter');
  await drawn.getByRole('button', { name: 'Log in' }).click();
  // Held: the browser sent nothing and stayed on the page, with what was typed.
  await page.waitForTimeout(500);
  expect(posted).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(drawn.getByLabel('E-mail address')).toHaveValue(DEMO_USER.email);

  release();
  await expect(page).toHaveURL(/\/chats$/);
  // Sent once, by the script, to the API; never to the page's own address.
  expect(posted.filter((path) => path === '/api/user.php')).toHaveLength(1);
  expect(posted).not.toContain('/login');
});

test('typed before the script runs and sent after it, the login uses what was typed', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login?next=%2Fchats');
  const drawn = page.locator('[data-server-rendered]');
  await drawn.getByLabel('E-mail address').fill(DEMO_USER.email);
  await drawn.getByLabel('Password').fill(DEMO_USER.password);
  release();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/chats$/);
});
