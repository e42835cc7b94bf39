// A visitor's public profile and member search arrive drawn by mf-members' server build (issue #33 item 2):
// readable without JavaScript (a crawler, a shared link, a slow phone), hydrated by the browser without
// drawing anything again, without an error and without moving anything (docs/public-pages.md).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { watchHydration } from '../../support/hydration';

test.use({ viewport: { width: 375, height: 812 } });

async function someMember(page: Page) {
  await page.goto('/landers/gallery');
  const { members } = await browserFetchJson<{ members: { id: number; name: string; age: number }[] }>(
    page,
    '/api/lander-members.php?limit=1',
  );
  return members[0]!;
}

/**
 * `results` (an answer of a search for women of 30 and over) are that search's, and `list` shows each of them,
 * in any order: members who are online come first, which may change between two answers.
 */
async function expectListShows(list: Locator, results: { name: string; age: number }[]) {
  expect(results.length).toBeGreaterThan(0);
  expect(results.every((member) => member.age >= 30)).toBe(true);
  const headings = list.getByRole('heading');
  await expect(headings).toHaveCount(results.length);
  for (const member of results)
    await expect(headings.filter({ hasText: `${member.name}, ${member.age}` })).not.toHaveCount(0);
}

test('without JavaScript a public profile shows the member and their photo', async ({ browser }) => {
  const member = await someMember(await browser.newPage());
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/members/${member.id}`);
  const drawn = page.locator('[data-server-rendered]');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Member profile' })).toBeVisible();
  await expect(drawn.getByText(`${member.name}, ${member.age}`, { exact: true })).toBeVisible();
  const photo = drawn.getByRole('img', { name: new RegExp(`of ${member.name}$`) }).first();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await context.close();
});

test('without JavaScript the member search lists members where the site lets visitors search', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/members');
  const drawn = page.locator('[data-server-rendered]');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  expect(await drawn.locator('article').count()).toBeGreaterThan(0);
  await context.close();
});

test('without JavaScript a phone opens and closes the search filters by tapping their summary', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/members');
  const drawn = page.locator('[data-server-rendered]');
  // A native <details>: its <summary> has no ARIA role of its own for getByRole.
  const summary = drawn.locator('summary');
  // Both labels are in the page; the stylesheet shows the one that fits the state.
  await expect(summary).not.toContainText('Hide filters', { useInnerText: true });
  await expect(drawn.getByRole('search')).toBeHidden();
  await summary.tap();
  await expect(drawn.getByRole('search')).toBeVisible();
  await expect(drawn.getByRole('search').getByLabel('Age from')).toBeVisible();
  await expect(summary).toContainText('Hide filters', { useInnerText: true });
  await summary.tap();
  await expect(drawn.getByRole('search')).toBeHidden();
  await context.close();
});

test('without JavaScript the search form searches: the page comes back drawn with the search it sent', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/members');
  const form = page.locator('[data-server-rendered]').getByRole('search');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Country').selectOption('');
  await form.getByLabel('Age from').selectOption('30');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/members\?.*gender=female/);
  expect(new URL(page.url()).searchParams.get('min_age')).toBe('30');
  const drawn = page.locator('[data-server-rendered]');
  await expect(drawn.getByRole('search').getByLabel('Gender')).toHaveValue('female');
  await expect(drawn.getByRole('search').getByLabel('Age from')).toHaveValue('30');
  // The list is that search's, as the API answers it, and nobody in it is under 30.
  const answer = await page.request.get('/api/members.php?gender=female&min_age=30&page=1&page_size=24');
  const { results } = (await answer.json()) as { results: { name: string; age: number }[] };
  await expectListShows(drawn.getByRole('list', { name: 'Search results' }), results);

  // Clear, still without script, goes back to the search without filters.
  await drawn.getByRole('search').getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(
    page.locator('[data-server-rendered]').getByRole('search').getByLabel('Age from'),
  ).not.toHaveValue('30');
  await context.close();
});

test('without JavaScript a profile’s call to action opens the signup with the visit’s tracking', async ({
  browser,
}) => {
  const member = await someMember(await browser.newPage());
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/members/${member.id}?network=e2e-nojs&sub1=profile&hl=en`);
  await page
    .locator('[data-server-rendered]')
    .getByRole('button', { name: `Sign up to meet ${member.name}` })
    .click();
  await expect(page).toHaveURL(/\/signup\?network=e2e-nojs&sub1=profile$/);
  await context.close();
});

const HYDRATED = {
  '/members': 'the search',
  '/members?gender=female&country=&min_age=30': 'a search its address names',
  profile: 'a profile',
} as const;

for (const [path, name] of Object.entries(HYDRATED)) {
  test(`with JavaScript ${name} is hydrated: the server's elements stay, no error, no shift`, async ({
    page,
  }) => {
    const target = path === 'profile' ? `/members/${(await someMember(page)).id}` : path;
    const hydration = await watchHydration(page, '[data-server-rendered] [data-remote-root] *:not(style)');
    await page.goto(target);
    await expect(page.locator('[data-remote-root="mf-members"]')).toBeVisible();
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
    // One page: hydrated in place, not drawn a second time beside the server's.
    await expect(page.locator('[data-remote-root]')).toHaveCount(1);
    await page.waitForTimeout(1000);
    const kept = await hydration.kept();
    expect(kept.all).toBeGreaterThan(5);
    expect(kept.kept).toBe(kept.all);
    expect(await hydration.layoutShift()).toBeLessThan(0.02);
    expect(hydration.errors).toEqual([]);
  });
}

test('a filter picked before the script runs stays picked and is searched with once it runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The page stays as the server drew it until main.js is let through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/members');
  const early = page.locator('[data-server-rendered]').getByRole('search');
  await early.getByLabel('Gender').selectOption('female');
  await early.getByLabel('Country').selectOption('');
  await early.getByLabel('Age from').selectOption('30');

  // A phone's CPU (Lighthouse's mobile 4x) from here: the page takes over in steps a click can fall between.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  release();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  const search = page.getByRole('search');
  // The mark goes as the remote starts loading what the page draws with; until React has taken the form over,
  // Search is the plain GET form's, which loads /members with the search in its address (another test). Once
  // it has, a click is the page's, whether or not the page has taken in the early choices yet.
  await expect
    .poll(() => search.evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  await expect(search.getByLabel('Age from')).toHaveValue('30');
  // The click's search, not the first one the page may still be sending (the default filters, no age): on a
  // slow machine that one can leave after the click's wait began.
  const [request] = await Promise.all([
    page.waitForRequest((sent) => {
      const url = new URL(sent.url());
      return url.pathname === '/api/members.php' && url.searchParams.has('min_age');
    }),
    search.getByRole('button', { name: 'Search' }).click(),
  ]);
  // The search sent is the one picked, and the list shows its answer: only women, nobody under 30.
  const sent = new URL(request.url()).searchParams;
  expect(sent.get('gender')).toBe('female');
  expect(sent.get('min_age')).toBe('30');
  const { results } = (await (await request.response())!.json()) as {
    results: { name: string; age: number }[];
  };
  await expectListShows(page.getByRole('list', { name: 'Search results' }), results);
});
