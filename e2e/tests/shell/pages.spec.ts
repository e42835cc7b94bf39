// Spec sections 2, 8 and 9: the content pages with the company's facts (terms version date rule, support
// phone without dashes and spaces, refund days) in several locales, the complaints form that stores a
// complaint, the account-deleted page, and the error pages.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, signUpThroughApi, uniqueEmail } from '../../support/account';
import { answerWith, patchJson } from './shell-helpers';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Opens a content page as a visitor moving there from another page, so the browser draws it with its own
 * calls: opened directly, it arrives drawn by the shell's server build with the server's answers
 * (tests/shell/server-rendered.spec.ts), which the browser does not ask again.
 */
async function openFromFooter(page: Page, link: string) {
  await page.goto('/complaints');
  await page.locator('#shell-footer').getByRole('link', { name: link, exact: true }).click();
}

test('the terms carry the company, its registration and the later of 2023-12-01 and the company date', async ({
  page,
}) => {
  await page.goto('/pages/terms');
  await expect(h1(page)).toHaveText('Terms and conditions');
  // The demo company was added on 2024-03-01, after the base version; an en_GB site writes the day first.
  await expect(page.getByTestId('terms-version')).toHaveText('Version of 1 March 2024');
  await expect(page.getByText('Flirt Local is operated by Flirt Local Media B.V.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).nth(4)).toBeVisible();
  await expect(page.getByTestId('company-card')).toContainText('81234567');
  await expect(page.getByTestId('company-card')).toContainText('NL862345678B01');
});

test('an older company keeps the base version date', async ({ page }) => {
  await patchJson(page, '/api/companyinfo.php', (info) => ({ ...info, added: '2019-05-01T00:00:00.000Z' }));
  await openFromFooter(page, 'Terms and conditions');
  await expect(page.getByTestId('terms-version')).toHaveText('Version of 1 December 2023');
});

test('the support phone is shown and dialled without dashes and spaces', async ({ page }) => {
  await patchJson(page, '/api/companyinfo.php', (info) => ({ ...info, support_phone: '+31 20-808 1234' }));
  await page.goto('/pages/service');
  await expect(page.getByTestId('support-phone')).toHaveText('+31208081234');
  await expect(page.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+31208081234');
  await expect(page.getByText('Call +31208081234 on working days')).toBeVisible();
});

test('the returns page names the site’s refund period', async ({ page }) => {
  await patchJson(page, '/api/settings.php', (settings) => ({ ...settings, refund_days: 30 }));
  await page.goto('/pages/return-policy');
  await expect(h1(page)).toHaveText('Returns and refunds');
  await expect(page.getByText('within 30 days without giving a reason')).toBeVisible();
});

for (const [locale, titles] of [
  ['de', ['Allgemeine Geschäftsbedingungen', 'Datenschutzerklärung', 'Zugangssperre']],
  ['pl', ['Regulamin', 'Polityka prywatności', 'Zakaz dostępu']],
  ['sv', ['Användarvillkor', 'Integritetspolicy', 'Tillträdesförbud']],
] as const) {
  test(`content pages read in ${locale}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: 'http://127.0.0.1' }]);
    for (const [index, path] of ['/pages/terms', '/pages/privacy', '/pages/ban'].entries()) {
      await page.goto(path);
      await expect(h1(page), path).toHaveText(titles[index]!);
      await expect(page.getByRole('heading', { level: 2 }).nth(1), path).toBeVisible();
    }
  });
}

test('every content page and its {token} alias has a title and sections', async ({ page }) => {
  for (const kind of ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban']) {
    await page.goto(`/pages/${kind}`);
    await expect(page.getByRole('heading', { level: 2 }).nth(1), kind).toBeVisible();
    const title = await h1(page).innerText();
    await page.goto(`/${kind}`);
    await expect(h1(page), `/${kind}`).toHaveText(title);
  }
});

test('the complaints form checks its fields, then stores the complaint and shows the reference', async ({
  page,
}) => {
  await page.goto('/complaints');
  await expect(h1(page)).toHaveText('Complaints');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/complaints.php'));
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Please choose what your complaint is about.')).toBeVisible();
  await expect(page.getByText('Please describe your complaint in at least 20 characters.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('Anna Jansen');
  await page.getByLabel('Your e-mail address').fill('anna@example.com');
  await page.getByLabel('What is it about?').selectOption({ label: 'Payments and credits' });
  await page.getByLabel('Your complaint').fill('I was charged twice for the same credit bundle on Monday.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect(page.getByTestId('complaint-sent')).toContainText('Thank you, we received your complaint');
  await expect(page.getByTestId('complaint-sent')).toContainText(`Your reference is ${reference}.`);
  await expect(page.getByTestId('complaint-sent')).toBeFocused();
});

test('the account-deleted page explains the 14 days to come back', async ({ page }) => {
  await page.goto('/account-deleted');
  await expect(h1(page)).toHaveText('Your account has been deleted');
  await expect(page.getByText(/within 14 days/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('a failed load shows the error page with its status and message', async ({ page }) => {
  await answerWith(page, '/api/companyinfo.php', 403, { error: 'forbidden', message: 'No.' });
  await openFromFooter(page, 'Privacy');
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(h1(page)).toHaveText('An error occurred');
  await expect(page.getByTestId('error-message')).toHaveText('You do not have access to this.');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a server error shows 500 after the retries', async ({ page }) => {
  await page.clock.install();
  await answerWith(page, '/api/companyinfo.php', 500, { error: 'internal_error', message: 'Boom.' });
  await openFromFooter(page, 'Cookies');
  // The API client retries 5 times with growing pauses; the fake clock runs through them.
  const status = page.getByTestId('error-status');
  for (let i = 0; i < 30 && (await status.count()) === 0; i++) {
    await page.clock.runFor(10_000);
    await page.waitForTimeout(100);
  }
  await expect(status).toHaveText('500');
  await expect(page.getByTestId('error-message')).toHaveText(
    'Something went wrong on our side. Please try again later.',
  );
});

test('an unknown page is a translated 404', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: 'http://127.0.0.1' }]);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(h1(page)).toHaveText('Diese Seite wurde nicht gefunden');
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
});

test('bad route parameters and unknown content pages are honest 404s, for people and crawlers', async ({
  page,
}) => {
  for (const path of [
    '/imprint',
    '/members/abc',
    '/likes/whatever',
    '/credits/abc/foo',
    '/transactions/abc',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-status'), path).toHaveText('404');
  }
  expect((await page.goto('/terms'))?.status()).toBe(200);
  await expect(h1(page)).toHaveText('Terms and conditions');
});

test('a profile id never used is a 404 and a deleted member a 410; robots.txt and the favicon exist', async ({
  page,
}) => {
  const never = await page.goto('/members/999999999');
  expect(never?.status()).toBe(404);
  await expect(page.getByText('This profile no longer exists')).toBeVisible();

  const id = await signUpThroughApi(page, uniqueEmail('gone'));
  const deleted = await page.evaluate(async (password) => {
    const response = await fetch('/api/account-deletion.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
      body: JSON.stringify({ reasons: ['privacy'], password }),
    });
    return response.status;
  }, ACCOUNT_PASSWORD);
  expect(deleted).toBe(200);
  const gone = await page.goto(`/members/${id}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByText('This profile no longer exists')).toBeVisible();

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/png/);
});
