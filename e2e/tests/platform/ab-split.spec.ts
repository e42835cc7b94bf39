// Marketing swaps without a deploy (issue 19): an A/B split of the landers between two built versions, each
// visitor keeping their variant, signups counted per variant, and a rollback on the next page load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { E2E_SITE, REPO_ROOT, SWAP_REMOTE, SWAP_VERSION } from '../../support/e2e-env';
import { remoteRoot } from '../../support/pages';
import {
  rollbackRemote,
  setRemote,
  signupsPerVariant,
  splitRemote,
  unsetRemote,
} from '../../support/registry';

const CURRENT = (
  JSON.parse(readFileSync(join(REPO_ROOT, SWAP_REMOTE, 'package.json'), 'utf8')) as { version: string }
).version;
const LANDER = '/landers/tinderswipe';

test.afterEach(() => unsetRemote(SWAP_REMOTE));

/** A new visitor (fresh context: no cookies) opening the lander; the version it was served. */
async function freshVisit(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(LANDER);
  const lander = remoteRoot(page, SWAP_REMOTE, 'landers-tinderswipe');
  await expect(lander).toBeVisible();
  const version = await lander.getAttribute('data-remote-version');
  return { context, page, lander, version };
}

test('a 50 % split sends fresh visitors to both variants; each visitor keeps theirs', async ({ browser }) => {
  splitRemote(SWAP_REMOTE, `${CURRENT}=50`, `${SWAP_VERSION}=50`);
  const seen = new Set<string | null>();
  // Both variants show up within 16 fresh visitors unless the split is broken (chance 2 x 2^-16).
  for (let visitor = 0; visitor < 16 && seen.size < 2; visitor++) {
    const { context, page, lander, version } = await freshVisit(browser);
    seen.add(version);
    const cookies = await context.cookies();
    const bucket = cookies.find((cookie) => cookie.name === 'mf_bucket');
    expect(bucket?.sameSite).toBe('Lax');
    expect(bucket!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    // Sticky: the same visitor gets the same variant on every load.
    for (let load = 0; load < 2; load++) {
      await page.reload();
      await expect(lander).toHaveAttribute('data-remote-version', version!);
    }
    await context.close();
  }
  expect([...seen].sort()).toEqual([CURRENT, SWAP_VERSION].sort());
});

test('a signup is counted for the variant its visitor was served (`remotes -- stats`)', async ({
  browser,
}) => {
  splitRemote(SWAP_REMOTE, `${CURRENT}=50`, `${SWAP_VERSION}=50`);
  const before = signupsPerVariant(SWAP_REMOTE, E2E_SITE);
  const { context, page, version } = await freshVisit(browser);
  // The lander's own signup form is another test's business; the request carries the visitor's cookies.
  const response = await page.request.post('/api/signup.php', {
    headers: { 'x-requested-with': 'dating-web' },
    data: {
      email: `ab-split-${Date.now()}@example.com`,
      name: 'Splittest',
      date_of_birth: '1990-04-12',
      password: 'a-good-password-2024',
      gender: 'female',
      sexuality: 'hetero',
      tracking: { network: 'e2e-ab', sub1: 'split' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
  const after = signupsPerVariant(SWAP_REMOTE, E2E_SITE);
  expect(after.get(version!)).toBe((before.get(version!) ?? 0) + 1);
  const other = version === CURRENT ? SWAP_VERSION : CURRENT;
  expect(after.get(other) ?? 0).toBe(before.get(other) ?? 0);
});

test('a rollback takes effect on the next page load, one change at a time', async ({ browser, page }) => {
  setRemote(SWAP_REMOTE, SWAP_VERSION);
  splitRemote(SWAP_REMOTE, `${CURRENT}=50`, `${SWAP_VERSION}=50`);
  const lander = remoteRoot(page, SWAP_REMOTE, 'landers-tinderswipe');

  // Undo the split: everyone is back on the seasonal version, this visitor and new ones.
  rollbackRemote(SWAP_REMOTE);
  await page.goto(LANDER);
  await expect(lander).toHaveAttribute('data-remote-version', SWAP_VERSION);
  for (let visitor = 0; visitor < 3; visitor++) {
    const visit = await freshVisit(browser);
    expect(visit.version).toBe(SWAP_VERSION);
    await visit.context.close();
  }

  // Undo the switch: the version before it, on the next load, with the same shell.
  rollbackRemote(SWAP_REMOTE);
  await page.reload();
  await expect(lander).toHaveAttribute('data-remote-version', CURRENT);
});
