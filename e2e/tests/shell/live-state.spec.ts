// Spec sections 2, 4 and 8, live state: the user (with its unread count) and likes polled 5 s after start and
// then every 60 s (the shell never downloads the chat list for the badge), the
// '(n)' title prefix with unread messages plus new likes, the app badge, and the logout on a 403
// authentication_required from any call.
import { expect, test, type Page } from '@playwright/test';
import { FREE_MEMBER, logIn, patchJson } from './shell-helpers';

async function withUnreadAndLikes(page: Page, unread: number, newLikes: number) {
  await patchJson<{ unread_messages: number }>(page, '/api/user.php', (user) => ({
    ...user,
    unread_messages: unread,
  }));
  await patchJson(page, '/api/likes.php', () => ({
    profiles: [],
    liked_by: Array.from({ length: newLikes }, (_, i) => ({ id: 100 + i, like_new: true })),
  }));
}

test('the title gets (unread + new likes) and the app badge the same number', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: (number | null)[] = [];
    (window as unknown as { __badge: typeof calls }).__badge = calls;
    Object.assign(navigator, {
      setAppBadge: async (count: number) => void calls.push(count),
      clearAppBadge: async () => void calls.push(null),
    });
  });
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  await withUnreadAndLikes(page, 3, 2);
  await page.goto('/pages/faq');
  // At once, not at the first poll 5 s later: the clock stands still here.
  await expect(page).toHaveTitle('(5) Frequently asked questions · Flirt Local');
  expect(await page.evaluate(() => (window as unknown as { __badge: unknown[] }).__badge.at(-1))).toBe(5);

  // Another page keeps the count in front of its own title.
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveTitle('(5) Privacy policy · Flirt Local');

  // A remote's page names the window after its own h1, and the count stays in front; back on a shell page
  // the shell's title returns.
  await page.locator('[data-nav="members"]').click();
  await expect(page).toHaveTitle('(5) Search members · Flirt Local');
  await page.goBack();
  await expect(page).toHaveTitle('(5) Privacy policy · Flirt Local');

  // Logging out clears both.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(/);
  expect(await page.evaluate(() => (window as unknown as { __badge: unknown[] }).__badge.at(-1))).toBeNull();
});

test('the badges and the (n) come with the first page load, from the answers the page carries', async ({
  page,
}) => {
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  const counts = await page.evaluate(async () => {
    const user = (await (await fetch('/api/user.php')).json()) as { unread_messages: number };
    const likes = (await (await fetch('/api/likes.php')).json()) as { liked_by: { like_new: boolean }[] };
    return { unread: user.unread_messages, newLikes: likes.liked_by.filter((like) => like.like_new).length };
  });
  expect(
    counts.unread + counts.newLikes,
    'the demo member has unread messages and new likes',
  ).toBeGreaterThan(0);
  // Nothing after the page may answer them: the counts can only come with the page itself.
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/user.php' || url.pathname === '/api/likes.php',
    (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    },
  );
  await page.goto('/pages/faq');
  await expect(page).toHaveTitle(
    `(${counts.unread + counts.newLikes}) Frequently asked questions · Flirt Local`,
  );
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (counts.newLikes > 0)
    await expect(nav.locator('[data-nav="likes"]')).toContainText(String(counts.newLikes));
  if (counts.unread > 0) await expect(nav.locator('.nav-widget')).toContainText(String(counts.unread));
  expect(asked).toEqual([]);
});

test('the app badge failing does not matter', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, { setAppBadge: () => Promise.reject(new Error('not installed')) });
  });
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  await withUnreadAndLikes(page, 1, 0);
  await page.goto('/pages/faq');
  await page.clock.fastForward(5_000);
  await expect(page).toHaveTitle('(1) Frequently asked questions · Flirt Local');
});

test('polls 5 s after start and then every 60 s while the live socket is down', async ({ page }) => {
  // The socket is refused every time: polling is the fallback.
  await page.routeWebSocket(/\/api\/live/, (socket) => socket.close({ code: 1011 }));
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  const polls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/likes.php') polls.push(path);
  });
  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  // The installed clock also runs in real time since the shell started: 'not yet' is checked with room to spare.
  await page.clock.runFor(3_000);
  expect(polls).toEqual([]);
  await page.clock.runFor(2_500);
  await expect.poll(() => polls.length).toBe(1);
  await page.clock.runFor(55_000);
  expect(polls.length).toBe(1);
  await page.clock.runFor(6_000);
  await expect.poll(() => polls.length).toBe(2);
});

test('while the live socket is open the poll slows to every 15 minutes', async ({ page }) => {
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  const polls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/likes.php') polls.push(path);
  });
  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const bus = (globalThis as Record<symbol, { getState(topic: string): unknown } | undefined>)[
          Symbol.for('@dating/shared/bus')
        ];
        return (bus?.getState('live.status') as { connected?: boolean } | undefined)?.connected;
      }),
    )
    .toBe(true);
  await page.clock.runFor(5_500);
  await expect.poll(() => polls.length).toBe(1);
  await page.clock.runFor(120_000);
  expect(polls.length).toBe(1);
  await page.clock.runFor(800_000);
  await expect.poll(() => polls.length).toBe(2);
});

test('a 403 authentication_required logs the member out and sends them to the login', async ({ page }) => {
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  await page.route('**/api/likes.php', (route) =>
    route.fulfill({ status: 403, json: { error: 'authentication_required', message: 'Log in' } }),
  );
  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  // On a busy machine the likes poll may be set only after a first jump: the clock jumps until it has asked.
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return new URL(page.url()).pathname;
    })
    .toBe('/login');
  await expect(page).toHaveURL(/\/login\?next=%2Fpages%2Ffaq$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});

async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a hidden page sends the page-hidden beacon for members', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/page-hidden.php'));
  await hidePage(page);
  expect((await beacon).method()).toBe('POST');
});

test('with ?lb the beacon logs a visitor’s bounce too, without it not', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/page-hidden.php')) beacons.push(page.url());
  });
  await page.goto('/?lb=1');
  await expect(page.locator('#shell-header [data-testid="site-name"]')).toBeVisible();
  await hidePage(page);
  await expect.poll(() => beacons.length).toBe(1);

  await page.goto('/pages/faq');
  await expect(page.locator('#shell-header [data-testid="site-name"]')).toBeVisible();
  await hidePage(page);
  await page.waitForTimeout(500);
  expect(beacons).toHaveLength(1);
});
