// The site's operator writes its fictional-profile warning and badge name once, in the site's language
// (English on the demo site). A visitor who reads another language gets the same warning in that language.
import { expect, test, type Page } from '@playwright/test';
import { activeMember } from '../../support/likes-gifts';
import { patchJson } from '../../support/patch-json';
import { remoteRoot } from '../../support/pages';
import { publish } from '../shell/shell-helpers';

const SITE_WARNING =
  'Some profiles on this site are fictional and are run by our team for entertainment. You cannot meet them in person.';

async function firstFictionalMember(page: Page): Promise<number> {
  await page.goto('/api/settings.php');
  const id = await page.evaluate(async () => {
    const found = (await (await fetch('/api/members.php')).json()) as {
      results: { id: number; fictional: boolean }[];
    };
    return found.results.find((member) => member.fictional)?.id;
  });
  expect(id, 'the demo data has fictional profiles').toBeDefined();
  return id!;
}

test("the fictional-profile warning is the site's own text in its language, a translation in another", async ({
  page,
  context,
  baseURL,
}) => {
  const id = await firstFictionalMember(page);

  await page.goto(`/members/${id}`);
  const profile = remoteRoot(page, 'mf-members', 'members-id');
  await expect(profile.getByText(SITE_WARNING)).toBeVisible();
  await expect(profile.getByTitle('fictional profile', { exact: true }).first()).toBeVisible();
  // The window is named after the member, without the badge's label.
  await expect(page).toHaveTitle(/^[^·]+, \d+ · Flirt Local$/);

  await context.addCookies([{ name: 'lang', value: 'pl', url: baseURL! }]);
  await page.goto(`/members/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(
    profile.getByText(
      'To fikcyjny profil prowadzony przez zespół serwisu dla rozrywki. Nie możesz spotkać się z tą osobą.',
    ),
  ).toBeVisible();
  await expect(profile.getByTitle('Profil fikcyjny', { exact: true }).first()).toBeVisible();
  await expect(profile).not.toContainText(SITE_WARNING);
});

test('on a narrow phone a long name and age wrap beside the badge, which stays inside its tile', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  // A name longer than a half-width tile, on a fictional profile.
  await patchJson<{ results: Record<string, unknown>[] }>(page, '/api/members.php', (found) => ({
    ...found,
    results: found.results.map((member, index) =>
      index === 0 ? { ...member, name: 'Maximiliane-Josephine', age: 40, fictional: true } : member,
    ),
  }));
  await page.goto('/members');
  const tile = remoteRoot(page, 'mf-members', 'members')
    .locator('article')
    .filter({ hasText: 'Maximiliane-Josephine' });
  await expect(tile.getByRole('link', { name: 'Maximiliane-Josephine, 40 años' })).toBeVisible();
  const layout = await tile.evaluate((article) => {
    const box = article.getBoundingClientRect();
    const badge = article.querySelector('[title="Perfil ficticio"]')!.getBoundingClientRect();
    const name = article.querySelector('a')!;
    return { badgeInside: badge.right <= box.right, nameCut: name.scrollWidth > name.clientWidth };
  });
  expect(layout).toEqual({ badgeInside: true, nameCut: false });
});

test('an automatic like, the likes list and the notifications mark a fictional liker', async ({ page }) => {
  test.setTimeout(60_000);
  await activeMember(page, { name: 'Finn', gender: 'male' });
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const autoLike = page.waitForResponse((response) => response.url().endsWith('/api/auto-like.php'));
  await publish(page, 'like.received', { profile: null });
  const liker = (await (await autoLike).json()) as { id: number; name: string; fictional: boolean };
  expect(liker.fictional, 'automatic likes come from fictional profiles first').toBe(true);
  const modal = page.getByRole('dialog', { name: 'New like!' });
  await expect(modal).toContainText(`${liker.name} likes you.`);
  // The site's own words (fictional_singular), beside the icon.
  await expect(modal.getByTitle('fictional profile', { exact: true })).toBeVisible();
  await expect(modal).toContainText('fictional profile');
  await page.keyboard.press('Escape');

  await page.goto('/likes');
  const received = remoteRoot(page, 'mf-chat', 'likes')
    .getByRole('list', { name: 'Liked you' })
    .getByRole('listitem')
    .filter({ hasText: liker.name });
  await expect(received.getByTitle('fictional profile', { exact: true })).toBeVisible();

  await page.goto('/notifications');
  const notice = remoteRoot(page, 'mf-members', 'notifications')
    .getByRole('link')
    .filter({ hasText: liker.name });
  await expect(notice.getByTitle('fictional profile', { exact: true })).toBeVisible();
  await expect(notice).toContainText('fictional profile');
});
