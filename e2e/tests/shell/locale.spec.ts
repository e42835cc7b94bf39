// Spec section 4, locale: the cookie wins, then the browser's language, then (only without a cookie) the
// site's domain_language, then en. Switching re-renders the shell and the mounted remotes without a reload,
// sets the cookie for 365 days and saves the language on the account. Dates follow the locale.
import { expect, test, type Page } from '@playwright/test';
import { FREE_MEMBER, logIn, patchJson } from './shell-helpers';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Other journeys log in as the same demo member, so a test that changed its language puts English back. */
const restoreEnglishAccount = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/user.php', {
      method: 'PUT',
      headers: { 'X-Requested-With': 'dating-web', 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    }),
  );

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets German', async ({ page }) => {
    await page.goto('/pages/faq');
    await expect(h1(page)).toHaveText('Häufig gestellte Fragen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Dates in the German way.
    await page.goto('/pages/terms');
    await expect(page.getByTestId('terms-version')).toHaveText('Fassung vom 1. März 2024');
  });

  test('with a French language cookie gets French', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'fr', url: 'http://127.0.0.1' }]);
    await page.goto('/pages/faq');
    await expect(h1(page)).toHaveText('Questions fréquentes');
  });
});

test.describe('a browser in a language the site does not offer', () => {
  test.use({ locale: 'ja-JP' });

  test('gets the site language', async ({ page }) => {
    await patchJson(page, '/api/settings.php', (settings) => ({ ...settings, domain_language: 'nl_NL' }));
    await page.goto('/pages/faq');
    await expect(h1(page)).toHaveText('Veelgestelde vragen');
  });

  test('with an unusable cookie gets English, not the site language', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'xx', url: 'http://127.0.0.1' }]);
    await patchJson(page, '/api/settings.php', (settings) => ({ ...settings, domain_language: 'nl_NL' }));
    await page.goto('/pages/faq');
    await expect(h1(page)).toHaveText('Frequently asked questions');
  });
});

test('switching in the footer re-renders shell and remote without a reload and sets the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/members');
  await expect(page.locator('[data-remote-root="mf-members"] h1')).toHaveText('Search members');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('[data-remote-root="mf-members"] h1')).toHaveText('Mitglieder suchen');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel('Sprache').selectOption('pl');
  await expect(page.locator('[data-remote-root="mf-members"] h1')).toHaveText('Szukaj osób');
  await expect(page.getByTestId('legal-disclaimer')).toContainText('serwis randkowy');

  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('pl');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('[data-remote-root="mf-members"] h1')).toHaveText('Szukaj osób');
});

test('a member’s switch is saved on the account', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  try {
    await page.goto('/pages/faq');
    await expect(h1(page)).toHaveText('Frequently asked questions');
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/user.php',
    );
    await page.getByLabel('Language').selectOption('sv');
    expect((await saved).postDataJSON()).toEqual({ language: 'sv' });
    await expect(h1(page)).toHaveText('Vanliga frågor');
    await expect
      .poll(() =>
        page.evaluate(
          async () => ((await (await fetch('/api/user.php')).json()) as { language: string }).language,
        ),
      )
      .toBe('sv');
  } finally {
    await restoreEnglishAccount(page);
  }
});

/** The name the page's settings give an interest (what profiles and search filters show). */
const interestName = (page: Page, id: string) =>
  page.evaluate((interest) => {
    const bus = (globalThis as Record<symbol, { getState(t: string): unknown }>)[
      Symbol.for('@dating/shared/bus')
    ];
    const state = bus?.getState('settings.loaded') as {
      settings: { interests: { id: string; name: string }[] };
    };
    return state?.settings.interests.find((entry) => entry.id === interest)?.name;
  }, id);

test.describe('a member whose browser speaks German but whose account is in English', () => {
  test.use({ locale: 'de-DE' });

  test('sees interests named in the language on screen, also after a switch', async ({ page }) => {
    await logIn(page, FREE_MEMBER);
    try {
      await page.goto('/pages/faq');
      await expect(h1(page)).toHaveText('Frequently asked questions');
      await expect.poll(() => interestName(page, 'travel')).toBe('Travel');

      await page.getByLabel('Language').selectOption('pl');
      await expect(h1(page)).toHaveText('Najczęściej zadawane pytania');
      await expect.poll(() => interestName(page, 'travel')).toBe('Podróże');
    } finally {
      await restoreEnglishAccount(page);
    }
  });
});

test('/lang-config lists every language and switches on a tap', async ({ page }) => {
  await page.goto('/lang-config');
  const choices = page.getByRole('list').getByRole('button');
  await expect(choices).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(h1(page)).toHaveText('Lingua');
  await expect(page.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
});
