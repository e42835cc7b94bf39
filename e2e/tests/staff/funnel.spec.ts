// The signup funnel per lander variant (issue #32): a visitor of a split lander starts and completes a signup,
// and marketing finds the visit and the signup under the variant that visitor was served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ACCOUNT_PASSWORD, uniqueEmail } from '../../support/account';
import { E2E_SITE, REPO_ROOT, SWAP_REMOTE, SWAP_VERSION } from '../../support/e2e-env';
import { remoteRoot } from '../../support/pages';
import { splitRemote, unsetRemote } from '../../support/registry';
import { logInAsStaff } from '../../support/staff';

const CURRENT = (
  JSON.parse(readFileSync(join(REPO_ROOT, SWAP_REMOTE, 'package.json'), 'utf8')) as { version: string }
).version;

const PERSONS_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.afterEach(() => unsetRemote(SWAP_REMOTE));

test('one signs up from a split lander; the funnel shows the visit and the signup under their variant', async ({
  browser,
}) => {
  splitRemote(SWAP_REMOTE, `${CURRENT}=50`, `${SWAP_VERSION}=50`);
  // A network of this run only, so the funnel filtered by it holds exactly this visitor.
  const network = `e2e-funnel-${Date.now()}`;

  // A person's Chrome: the test browser's own agent says HeadlessChrome, which the funnel leaves out as a bot.
  const visitor = await browser.newContext({ userAgent: PERSONS_BROWSER });
  const page = await visitor.newPage();
  const beacon = page.waitForRequest('**/api/funnel-visit.php');
  await page.goto(`/landers/tinderswipe?network=${network}&ref=spring`);
  const lander = remoteRoot(page, SWAP_REMOTE, 'landers-tinderswipe');
  await expect(lander).toBeVisible();
  const version = await lander.getAttribute('data-remote-version');
  // The body of a beacon is not shown to the test; the funnel filtered by its network below shows it arrived.
  await beacon;

  await page.goto(`/signup?network=${network}&ref=spring`);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Female', { exact: true }).click();
  await dialog.getByText('Men', { exact: true }).click();
  await dialog.getByLabel('Username').fill('Funnel');
  await dialog.getByLabel('Date of birth').fill('1991-06-02');
  await dialog.getByLabel('E-mail address').fill(uniqueEmail('funnel'));
  await dialog.getByLabel('Password').fill(ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: 'Create my profile' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await visitor.close();

  // A headless browser runs the script too, but its agent names it: not a visitor.
  const robot = await browser.newContext();
  const robotPage = await robot.newPage();
  const robotBeacon = robotPage.waitForRequest('**/api/funnel-visit.php');
  await robotPage.goto(`/landers/tinderswipe?network=${network}&ref=spring`);
  await robotBeacon;
  await robot.close();

  const office = await browser.newContext();
  const marketing = await office.newPage();
  await logInAsStaff(marketing, 'marketing');
  const sites = (await (await marketing.request.get('/api/staff/funnel')).json()) as {
    sites: { id: number; domain: string }[];
  };
  const site = sites.sites.find((candidate) => candidate.domain === E2E_SITE);
  expect(site, `marketing sees ${E2E_SITE}`).toBeTruthy();
  await marketing.goto(`/staff/funnel?site=${site!.id}&remote=${SWAP_REMOTE}&source=${network}`);

  // The split lists the control (the version before the test) as A and the new one as B.
  const [mine, other] = version === CURRENT ? ['A', 'B'] : ['B', 'A'];
  const chart = marketing.getByRole('figure', { name: /reached each step/ });
  const step = (name: string) =>
    chart.getByRole('listitem').filter({ has: marketing.getByRole('heading', { name, exact: true }) });
  await expect(step('Visits')).toContainText(`${mine}: 1 (100%)`);
  await expect(step('Visits')).toContainText(`${other}: 0 (0%)`);
  await expect(step('Signup started')).toContainText(`${mine}: 1 (100%)`);
  await expect(step('Signup completed')).toContainText(`${mine}: 1 (100%)`);
  await expect(step('Signup completed')).toContainText(`${other}: 0 (0%)`);
  const sources = marketing.getByRole('region', { name: 'By traffic source' });
  await expect(sources.getByRole('row', { name: new RegExp(network) })).toContainText('spring');
  await expect(marketing.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
    'href',
    new RegExp(`funnel\\.csv\\?.*source=${network}`),
  );
  // The page passes axe, the chart and the tables included.
  const { violations } = await new AxeBuilder({ page: marketing }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await office.close();
});
