// The site's operator writes its fictional-profile warning and badge name once, in the site's language
// (English on the demo site). A visitor who reads another language gets the same warning in that language.
import { expect, test, type Page } from '@playwright/test';
import { remoteRoot } from '../../support/pages';

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
