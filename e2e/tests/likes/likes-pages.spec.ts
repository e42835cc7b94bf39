// Issue 17, likes pages: a member sees who liked them, unseen likes first, likes one back from the list and
// gets the match; the lists and their counts follow.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { activeMember, activeMemberInNewContext, like } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test('received likes new first; a like back from the list is a match', async ({ page, browser }) => {
  // Three members sign up and activate first: on a busy CI machine that alone can take half the default.
  test.setTimeout(60_000);
  const anna = await activeMemberInNewContext(browser, { name: 'Anna', gender: 'female' });
  const carla = await activeMemberInNewContext(browser, { name: 'Carla', gender: 'female' });
  const ben = await activeMember(page, { name: 'Ben', gender: 'male' });
  // Anna likes Ben first, Carla after her; Ben then opens Carla's profile, so only Anna's like is unseen.
  await like(anna.page, ben.id);
  await like(carla.page, ben.id);
  await page.goto(`/likes/m/${carla.member.id}`);
  await expect(
    remoteRoot(page, 'mf-members', 'likes-m-id').getByText('Carla', { exact: false }).first(),
  ).toBeVisible();

  await page.goto('/likes');
  const overview = remoteRoot(page, 'mf-chat', 'likes');
  await expect(overview.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  const tabs = overview.getByRole('navigation', { name: 'Likes lists' });
  await expect(tabs.getByRole('link', { name: /2\s*Liked you\s*1 new/ })).toBeVisible();
  await expect(tabs.getByRole('link', { name: /0\s*Matches/ })).toBeVisible();
  const received = overview.getByRole('list', { name: 'Liked you' }).getByRole('listitem');
  await expect(received).toHaveCount(2);
  // Unseen first, although Carla's like is newer.
  await expect(received.nth(0)).toContainText('Anna');
  await expect(received.nth(0)).toContainText('New');
  await expect(received.nth(1)).toContainText('Carla');
  await expect(received.nth(1)).not.toContainText('New');

  await received.nth(0).getByRole('button', { name: 'Like back' }).click();
  const modal = page.getByRole('dialog', { name: 'It’s a match!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Anna');
  await page.keyboard.press('Escape');

  await tabs.getByRole('link', { name: /Matches/ }).click();
  const matches = remoteRoot(page, 'mf-chat', 'likes-type');
  await expect(matches.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  const matched = matches.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(matched).toHaveCount(1);
  await expect(matched.first()).toContainText('Anna');
  await expect(matched.first().getByRole('link', { name: 'Chat' })).toHaveAttribute(
    'href',
    `/members/${anna.member.id}/chat`,
  );
  await expect(matches.getByRole('link', { name: /1\s*Matches/ })).toHaveAttribute('aria-current', 'page');

  await page.goto('/likes/given');
  const given = remoteRoot(page, 'mf-chat', 'likes-type');
  await expect(given.getByRole('list', { name: 'You liked' }).getByRole('listitem')).toHaveCount(1);
  await anna.close();
  await carla.close();
});

test('an empty list leads to the search; an unknown list is the 404 page', async ({ page }) => {
  await activeMember(page, { name: 'Dora', gender: 'female' });
  await page.goto('/likes/matches');
  const matches = remoteRoot(page, 'mf-chat', 'likes-type');
  await expect(matches.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  await matches.getByRole('link', { name: 'Find people' }).click();
  await expect(page).toHaveURL(/\/members$/);

  const response = await page.goto('/likes/everyone');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('the likes pages and the gift dialog pass axe on a phone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const ella = await activeMemberInNewContext(browser, { name: 'Ella', gender: 'female' });
  const finn = await activeMember(page, { name: 'Finn', gender: 'male' });
  await like(ella.page, finn.id);
  const scan = async (route: string, include: string) => {
    const results = await new AxeBuilder({ page }).include(include).analyze();
    expect(
      results.violations.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  for (const [path, route] of [
    ['/likes', 'likes'],
    ['/likes/received', 'likes-type'],
  ] as const) {
    await page.goto(path);
    const area = remoteRoot(page, 'mf-chat', route);
    await expect(area.getByRole('listitem').filter({ hasText: 'Ella' })).toBeVisible();
    await scan(route, `[data-remote-root="mf-chat"][data-route="${route}"]`);
  }
  await page.getByRole('button', { name: 'Send a gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Ella a gift' });
  await expect(dialog.getByRole('radio')).toHaveCount(11);
  await scan('gift dialog', '[role="dialog"]');
  // The keyboard reaches every gift: arrow keys move the choice within the group.
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await ella.close();
});
