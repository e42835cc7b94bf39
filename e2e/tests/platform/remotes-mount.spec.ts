// Every remote is mounted by the shell on the routes the route table gives it, params included, in the
// right layout, with translated text; pages that need a login send a visitor to /login and back.
import { expect, test } from '@playwright/test';
import { expectTranslatedContent, remoteRoot, shellPage } from '../../support/pages';
import { logInThroughApi } from '../../support/session';

const REMOTE_ROUTES = [
  { path: '/members', remote: 'mf-members', route: 'members' },
  // `{id}`: a listed member of the demo site (the ids depend on what ran before).
  { path: '/members/{id}', remote: 'mf-members', route: 'members-id' },
  { path: '/pricing', remote: 'mf-payments', route: 'pricing' },
  { path: '/login', remote: 'mf-signup', route: 'login' },
  { path: '/reset-password/do', remote: 'mf-signup', route: 'reset-password-do' },
  { path: '/landers/tinderswipe', remote: 'mf-landers', route: 'landers-tinderswipe' },
  { path: '/landers/gallery/summer', remote: 'mf-landers', route: 'landers-kind-slug' },
];

for (const { path, remote, route } of REMOTE_ROUTES) {
  test(`${path} is shown by ${remote}`, async ({ page }) => {
    const listed = await page.request.get('/api/lander-members.php?limit=1');
    const { members } = (await listed.json()) as { members: { id: number }[] };
    const response = await page.goto(path.replace('{id}', String(members[0]!.id)));
    expect(response?.status()).toBe(200);
    await expectTranslatedContent(remoteRoot(page, remote, route));
    // Exactly one page is on screen: no other remote's area, no shell page.
    await expect(page.locator('[data-remote-root]:visible')).toHaveCount(1);
    await expect(shellPage(page)).toBeEmpty();
  });
}

for (const path of ['/', '/pages/faq']) {
  test(`${path} is shown by the shell itself`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectTranslatedContent(shellPage(page));
    await expect(page.locator('[data-remote-root]:visible')).toHaveCount(0);
  });
}

test('client-side navigation moves between remotes and shell pages without a page load', async ({ page }) => {
  await page.goto('/pages/faq');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.locator('#shell-footer').getByRole('link', { name: 'Pricing' }).click();
  await expect(remoteRoot(page, 'mf-payments', 'pricing')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/landers/tinderswipe');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(remoteRoot(page, 'mf-landers', 'landers-tinderswipe')).toBeVisible();
  await expect(remoteRoot(page, 'mf-payments', 'pricing')).toBeHidden();
  await page.goBack();
  await expect(remoteRoot(page, 'mf-payments', 'pricing')).toBeVisible();
  await page.goBack();
  await expectTranslatedContent(shellPage(page));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});

test('a page that needs a login sends a visitor to /login with the way back', async ({ page }) => {
  await page.goto('/chats/7');
  await expect(page).toHaveURL(/\/login\?next=%2Fchats%2F7$/);
  await expect(remoteRoot(page, 'mf-signup', 'login')).toBeVisible();
  await expect(page.locator('[data-remote-root="mf-chat"]')).toHaveCount(0);
});

test('logged in, mf-chat shows its lists in the default layout and conversations in the bare chat layout', async ({
  page,
}) => {
  await logInThroughApi(page);
  await page.goto('/chats');
  await expectTranslatedContent(remoteRoot(page, 'mf-chat', 'chats'));
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'default');
  await expect(page.locator('#shell-header nav').first()).toBeVisible();

  await page.goto('/chats/7');
  await expect(remoteRoot(page, 'mf-chat', 'chats-id')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'chat');
  await expect(page.locator('#shell-header')).toBeEmpty();
  await expect(page.locator('#shell-footer')).toBeEmpty();

  await page.goto('/members/5/chat');
  await expect(remoteRoot(page, 'mf-chat', 'members-id-chat')).toBeVisible();
  await page.goto('/credits/12/ideal');
  await expect(remoteRoot(page, 'mf-payments', 'credits-id-paymentmethod')).toBeVisible();
});

test('landers use the lander layout: no navigation, no footer', async ({ page }) => {
  await page.goto('/members/5/landing2/spring');
  await expect(remoteRoot(page, 'mf-landers', 'members-id-landing2-slug')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-layout', 'lander');
  await expect(page.locator('#shell-header nav')).toHaveCount(0);
  await expect(page.locator('#shell-footer')).toBeEmpty();
});

test('remotes and the shell render in the visitor’s language', async ({ browser }) => {
  const texts: Record<string, string> = {};
  for (const locale of ['en-GB', 'de-DE']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    texts[locale] = await expectTranslatedContent(remoteRoot(page, 'mf-payments', 'pricing'));
    texts[`${locale} footer`] = await expectTranslatedContent(page.locator('#shell-footer'));
    await context.close();
  }
  expect(texts['de-DE']).not.toBe(texts['en-GB']);
  expect(texts['de-DE footer']).not.toBe(texts['en-GB footer']);
});

test("the shell's and the remote's scripts and the page arrive compressed", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'document')
      encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
  });
  await page.goto('/members');
  await expectTranslatedContent(remoteRoot(page, 'mf-members', 'members'));
  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.some(([path]) => path === '/main.js')).toBe(true);
  expect(scripts.some(([path]) => path.startsWith('/mf/mf-members/'))).toBe(true);
  // Chromium asks for brotli (and gzip): every script came in one of them, never as plain text.
  for (const [path, encoding] of scripts) expect(encoding, path).toMatch(/^(br|gzip)$/);
  expect(encodings.get('/members')).toMatch(/^(br|gzip)$/);
});
