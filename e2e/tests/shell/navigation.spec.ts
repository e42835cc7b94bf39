// Spec section 2, navigation: what logged-out visitors and members see, every badge threshold, the account
// menu by keyboard, the back button of the installed app, and the phone's bottom bar.
import { expect, test, type Page } from '@playwright/test';
import { FREE_MEMBER, logIn, PAID_MEMBER, patchJson, pretendInstalledApp, publish } from './shell-helpers';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a logged-out visitor sees the login button and no member items', async ({ page }) => {
  await page.goto('/pages/faq');
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(mainNav(page).getByRole('link', { name: 'Search members' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
});

test('a free member gets search, messages, likes, get premium and the account menu', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/pages/faq');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  await expect(page.locator('[data-widget="unread-indicator"]')).toHaveAttribute('href', '/chats');
  await expect(nav.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
  await expect(nav.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
  await expect(nav.getByRole('link', { name: /^Credits/ })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('the unread badge shows the total and caps at 99+ from 100', async ({ page }) => {
  let unread = 99;
  await page.clock.install();
  await logIn(page, FREE_MEMBER);
  await patchJson<{ unread_messages: number }>(page, '/api/user.php', (user) => ({
    ...user,
    unread_messages: unread,
  }));
  await page.goto('/pages/faq');
  const badge = page.locator('[data-widget="unread-indicator"] [data-testid="unread-badge"]');
  await expect(page.locator('[data-widget="unread-indicator"]')).toBeVisible();
  // The first poll comes 5 s after the page started.
  await page.clock.fastForward(5_000);
  await expect(badge).toHaveText('99');
  unread = 100;
  await publish(page, 'chats.reload-requested', {});
  await expect(badge).toHaveText('99+');
  unread = 0;
  await publish(page, 'chats.reload-requested', {});
  await expect(badge).toHaveText('');
});

test('the likes badge counts new likes only', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await patchJson(page, '/api/likes.php', () => ({
    profiles: [],
    liked_by: [
      { id: 2, like_new: true },
      { id: 3, like_new: true },
      { id: 4, like_new: false },
    ],
  }));
  await page.goto('/pages/faq');
  const likes = mainNav(page).getByRole('link', { name: /Likes/ });
  await expect(likes).toBeVisible();
  // The badge comes with the page's first load (#27), not with the first poll.
  await expect(page.getByTestId('likes-badge')).toHaveText(/^2/);
  await expect(likes).toHaveAccessibleName('Likes 2 new likes');
});

test('paid members see credits with a badge at 10 or fewer: warning above 0, danger at 0', async ({
  page,
}) => {
  let credits = 11;
  await logIn(page, PAID_MEMBER);
  await patchJson<{ credits: number }>(page, '/api/user.php', (user) => ({ ...user, credits }));
  await page.goto('/pages/faq');
  const link = mainNav(page).getByRole('link', { name: /^Credits/ });
  await expect(link).toHaveAttribute('href', '/credits');
  await expect(mainNav(page).getByRole('link', { name: 'Get premium' })).toHaveCount(0);
  await expect(page.getByTestId('credits-badge')).toHaveCount(0);

  for (const [value, variant] of [
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ] as const) {
    credits = value;
    await publish(page, 'session.reload-requested', {});
    await expect(page.getByTestId('credits-badge')).toHaveAttribute('data-variant', variant);
    await expect(page.getByTestId('credits-badge')).toContainText(String(value));
  }
  await expect(link).toHaveAccessibleName('Credits No credits left');
});

test('the account menu works with the keyboard and logs out', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/pages/faq');
  const button = mainNav(page).getByRole('button', { name: 'Account' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  // The focused item shows a ring in the focus colour, not only a faint tint.
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCSS('outline-style', 'solid');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCSS(
    'outline-color',
    'rgb(31, 111, 178)',
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The server session is gone too.
  expect(await page.evaluate(async () => (await fetch('/api/user.php')).status)).toBe(403);
});

test('the account menu links to my profile and settings', async ({ page }) => {
  await logIn(page, FREE_MEMBER);
  await page.goto('/pages/faq');
  await mainNav(page).getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the installed app shows a back button on member, likes and credits pages only', async ({ page }) => {
  await pretendInstalledApp(page);
  await logIn(page, PAID_MEMBER);
  await page.goto('/members');
  const back = page.getByRole('button', { name: 'Back' });
  await expect(mainNav(page)).toBeVisible();
  await expect(back).toHaveCount(0);
  for (const path of ['/members/2', '/likes', '/credits']) {
    await page.goto(path);
    await expect(back, path).toBeVisible();
  }
  await page.goto('/members');
  await page.goto('/members/2');
  await back.click();
  await expect(page).toHaveURL(/\/members$/);
});

test('in a normal browser tab there is no back button', async ({ page }) => {
  await logIn(page, PAID_MEMBER);
  await page.goto('/members/2');
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the member items sit in a bottom bar within thumb reach', async ({ page }) => {
    await logIn(page, FREE_MEMBER);
    await page.goto('/members');
    const items = mainNav(page).getByRole('list');
    await expect(items).toBeVisible();
    const box = await items.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);
    expect(box?.width).toBe(375);
    // Every target is at least 44 px high and the short labels fit.
    for (const name of ['Search', 'Likes', 'Premium', 'Account']) {
      const item = mainNav(page).getByRole(name === 'Account' ? 'button' : 'link', {
        name: new RegExp(name),
      });
      const itemBox = await item.boundingBox();
      expect(itemBox?.height, name).toBeGreaterThanOrEqual(44);
    }
    // The menu opens upwards, inside the screen.
    await mainNav(page).getByRole('button', { name: 'Account' }).click();
    const menuBox = await page.getByRole('menu').boundingBox();
    expect(menuBox && menuBox.y >= 0 && menuBox.y + menuBox.height <= 740 - 60).toBe(true);
  });
});
