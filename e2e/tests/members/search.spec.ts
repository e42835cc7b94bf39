import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { signUpMember } from '../../support/members';

test('a member searches with filters, pages through the results, opens a profile and comes back to the same list', async ({
  page,
}) => {
  // Signing up, paging, a profile and back: on a busy machine that takes more than the default.
  test.setTimeout(60_000);
  // The few demo profiles fit one page of 24: the browser asks for pages of 2, so paging is real.
  await page.route('**/api/members.php?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('page_size', '2');
    return route.continue({ url: url.toString() });
  });
  await signUpMember(page, { name: 'Searcher', gender: 'male', sexuality: 'bi' });
  await page.goto('/members');
  const area = remoteRoot(page, 'mf-members', 'members');
  await expect(area.getByRole('heading', { name: 'Search members', level: 1 })).toBeVisible();

  // The first search runs by itself, with what the member most likely looks for.
  const status = area.getByRole('status').first();
  await expect(status).toHaveText(/found$/);

  const countText = (count: number) =>
    count === 0 ? 'No members found' : count === 1 ? '1 member found' : `${count} members found`;

  // Any gender, any country: every listed demo member.
  const form = area.getByRole('search', { name: 'Search filters' });
  await form.getByLabel('Gender').selectOption({ label: 'Any' });
  await form.getByLabel('Country').selectOption({ label: 'Any' });
  const search = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/members.php') && r.url().includes('page=1&')),
      form.getByRole('button', { name: 'Search' }).click(),
    ]);
    const count = ((await response.json()) as { numResults: number }).numResults;
    await expect(status).toHaveText(countText(count));
    return count;
  };
  // Each appended page is asked for after the previous page's cursor (keyset paging), not by number; the
  // first may go out as soon as the first page is shown.
  const appended: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/members.php' && url.searchParams.get('page') !== '1') appended.push(url);
  });
  const total = await search();
  expect(total).toBeGreaterThanOrEqual(4);
  const results = area.getByRole('list', { name: 'Search results' }).getByRole('listitem');

  // Infinite scroll: pages are appended while the end of the list is in view; scrolling on brings all of them.
  const scrollToEnd = async (count: number) =>
    expect
      .poll(async () => {
        await page.mouse.wheel(0, 5000);
        return results.count();
      })
      .toBe(count);
  await scrollToEnd(total);
  // Profile links, not names: members signed up by earlier journeys share names and ages.
  const all = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(all).size).toBe(total);
  expect(appended.length).toBeGreaterThanOrEqual(Math.ceil(total / 2) - 1);
  expect(appended.every((url) => /^[A-Za-z0-9_-]+$/.test(url.searchParams.get('after') ?? ''))).toBe(true);

  // The real pager underneath jumps to a page: the list starts again there. The pager always offers the last
  // page; which middle pages it offers depends on how many members earlier tests signed up.
  const pager = area.getByRole('navigation', { name: 'Result pages' });
  const lastPage = Math.ceil(total / 2);
  await pager.getByRole('button', { name: `Page ${lastPage}` }).click();
  await expect(results.first().getByRole('link')).toHaveAttribute('href', all[(lastPage - 1) * 2] as string);
  expect(await results.count()).toBeLessThanOrEqual(2);

  // A filter narrows the list and the count.
  await form.getByLabel('Gender').selectOption({ label: 'Woman' });
  const women = await search();
  expect(women).toBeLessThanOrEqual(total);
  await scrollToEnd(women);

  // Open a profile and come back: same filters, same results, no new search.
  const before = await results.allInnerTexts();
  let searches = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/members.php')) searches += 1;
  });
  const first = results.first().getByRole('link');
  const name = (await first.innerText()).split(',')[0] as string;
  await first.click();
  const profile = remoteRoot(page, 'mf-members', 'members-id');
  await expect(profile.getByText(name, { exact: false }).first()).toBeVisible();
  await page.goBack();
  await expect(area.getByRole('list', { name: 'Search results' })).toBeVisible();
  expect(await results.allInnerTexts()).toEqual(before);
  await expect(form.getByLabel('Gender')).toHaveValue('female');
  await expect(status).toHaveText(countText(women));
  expect(searches).toBe(0);

  // Clear (a link, for a page whose script has not run) empties the results and the count, and stays on the page.
  await form.getByRole('link', { name: 'Clear' }).click();
  await expect(results).toHaveCount(0);
});

test('a page of results is in the URL and history: it starts at the top of the results, and Back returns', async ({
  page,
}) => {
  await page.route('**/api/members.php?*', (route) => {
    const url = new URL(route.request().url());
    // Infinite scroll's next pages (asked for after the last one's cursor) are never answered: the list keeps
    // its length while the pager is used. Appended pages moved the pager under the click and took page 2
    // off it once the last page shown was the 5th; infinite scroll has a test of its own above.
    if (url.searchParams.has('after')) return;
    url.searchParams.set('page_size', '2');
    return route.continue({ url: url.toString() });
  });
  test.setTimeout(60_000);
  await signUpMember(page, { name: 'Pager', gender: 'male', sexuality: 'bi' });
  await page.goto('/members');
  const area = remoteRoot(page, 'mf-members', 'members');
  const form = area.getByRole('search', { name: 'Search filters' });
  await expect(area.getByRole('status').first()).toHaveText(/found$/);
  await form.getByLabel('Gender').selectOption({ label: 'Any' });
  await form.getByLabel('Country').selectOption({ label: 'Any' });
  // The page's own first search may still be drawing: wait for this search's answer before using the pager.
  const searched = page.waitForResponse((response) => response.url().includes('/api/members.php'));
  await form.getByRole('button', { name: 'Search' }).click();
  await searched;
  const results = area.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  await expect(area.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
  const firstOfPageOne = await results.first().getByRole('link').getAttribute('href');

  const pager = area.getByRole('navigation', { name: 'Result pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/members\?page=2$/);
  await expect(results.first().getByRole('link')).not.toHaveAttribute('href', firstOfPageOne!);
  // The new page starts at the top of the results, not at the pager where the click was.
  const resultsTop = () =>
    page.evaluate(() => document.getElementById('members-search-results')!.getBoundingClientRect().top);
  await expect.poll(resultsTop).toBeGreaterThanOrEqual(-1);
  expect(await resultsTop()).toBeLessThan(page.viewportSize()!.height / 2);

  // Back returns to page 1 of the same search, still on the search page.
  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await expect(area.getByRole('heading', { name: 'Search members', level: 1 })).toBeVisible();
  await expect(results.first().getByRole('link')).toHaveAttribute('href', firstOfPageOne!);
  // Forward goes to page 2 again, and a reload there asks for page 2.
  await page.goForward();
  await expect(page).toHaveURL(/\/members\?page=2$/);
  const pageTwo = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/members.php' &&
      new URL(request.url()).searchParams.get('page') === '2',
  );
  await page.reload();
  await pageTwo;
});
