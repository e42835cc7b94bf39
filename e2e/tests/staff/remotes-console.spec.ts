// Issue 32, item 1: marketing runs the landers' A/B test from the back office instead of the command line.
// A split made in the console reaches fresh visitors on their next page load, and "Roll back" gives a
// visitor of the new variant the assignment from before the split, with the history naming who did each.
// Item 3: the split is armed with a guard, which the card then shows with its control and thresholds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_SITE, REPO_ROOT, SWAP_REMOTE, SWAP_VERSION } from '../../support/e2e-env';
import { remoteRoot } from '../../support/pages';
import { remotesCommand } from '../../support/registry';
import { logInAsStaff } from '../../support/staff';

const CURRENT = (
  JSON.parse(readFileSync(join(REPO_ROOT, SWAP_REMOTE, 'package.json'), 'utf8')) as { version: string }
).version;
const LANDER = '/landers/tinderswipe';

// A login may wait for the next authenticator code (support/staff.ts); the visitors need fresh browsers.
test.describe.configure({ timeout: 180_000 });

// The console changes the site's own row, which the command line's `unset` without --site leaves alone.
test.afterEach(() => remotesCommand('unset', SWAP_REMOTE, '--site', E2E_SITE));

/** A new visitor (fresh context: no cookies) on the lander; the version it was served. */
async function freshVisit(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(LANDER);
  const lander = remoteRoot(page, SWAP_REMOTE, 'landers-tinderswipe');
  await expect(lander).toBeVisible();
  return { context, page, lander, version: await lander.getAttribute('data-remote-version') };
}

/** Gives `shares` (version -> percent) in the remote's form, then `more` (a guard), and confirms the dialog. */
async function assign(
  staff: Page,
  shares: Record<string, number>,
  button: string,
  more: (card: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  const card = staff.getByRole('region', { name: SWAP_REMOTE });
  const summary = card.getByText('Set a version or split visitors');
  if (!(await card.getByLabel(`${CURRENT}, % of visitors`).isVisible())) await summary.click();
  for (const [version, share] of Object.entries(shares))
    await card.getByLabel(`${version}, % of visitors`).fill(String(share));
  await more(card);
  await card.getByRole('button', { name: button }).click();
  const dialog = staff.getByRole('dialog', {
    name: new RegExp(`${SWAP_REMOTE} on ${await siteName(staff)}\\?$`),
  });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Saved. Every visitor gets it on their next page load.')).toBeVisible();
}

test('marketing splits mf-landers 50/50 in the console, fresh visitors see both, and "Roll back" undoes it', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInAsStaff(staff, 'marketing', '/staff');
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Landers & remotes' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Landers & remotes' })).toBeVisible();
  const site = staff.getByRole('combobox', { name: /^Site/ });
  await site.selectOption({
    label: (await site.locator('option', { hasText: E2E_SITE }).textContent()) ?? '',
  });
  const card = staff.getByRole('region', { name: SWAP_REMOTE });
  await expect(card).toBeVisible();
  await expect(card).toContainText(SWAP_VERSION);

  // First the seasonal version for everyone, then the A/B test against the package version.
  await assign(staff, { [SWAP_VERSION]: 100 }, 'Set version');
  await expect(card.getByRole('row', { name: new RegExp(SWAP_VERSION.replace(/\./g, '\\.')) })).toContainText(
    '100%',
  );
  // Guarded: the first version (the seasonal one in force) is the control; a stricter error margin.
  await assign(staff, { [SWAP_VERSION]: 50, [CURRENT]: 50 }, 'Split visitors', async (form) => {
    await form.getByLabel(/^Guard this split: send every visitor back to/).check();
    await form.getByLabel("Error rate: percentage points above the control's").fill('1');
    await form.getByLabel('Confidence (one-sided)').selectOption('99');
  });
  await expect(card.getByRole('row')).toHaveCount(3);
  await expect(card).toContainText(
    `Guard armed. Control: ${SWAP_VERSION}. A variant goes back to it, with every visitor, when its error rate is more than 1 percentage points above the control's`,
  );
  await expect(card).toContainText("lower than the control's at 99% confidence");

  // Fresh visitors land on both variants: 16 of them all on one side means the split is broken (2 x 2^-16).
  const seen = new Map<string, Awaited<ReturnType<typeof freshVisit>>>();
  for (let visitor = 0; visitor < 16 && seen.size < 2; visitor++) {
    const visit = await freshVisit(browser);
    if (visit.version && !seen.has(visit.version)) seen.set(visit.version, visit);
    else await visit.context.close();
  }
  expect([...seen.keys()].sort()).toEqual([CURRENT, SWAP_VERSION].sort());

  // Roll back: the split is undone; the visitor who had the package version is back on the seasonal one.
  await card.getByRole('button', { name: 'Roll back' }).click();
  const dialog = staff.getByRole('dialog', { name: `Roll back ${SWAP_REMOTE} on ${await siteName(staff)}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('row')).toHaveCount(2);
  await expect(card).not.toContainText('Guard armed');
  const switched = seen.get(CURRENT)!;
  await switched.page.reload();
  await expect(switched.lander).toHaveAttribute('data-remote-version', SWAP_VERSION);
  const fresh = await freshVisit(browser);
  expect(fresh.version).toBe(SWAP_VERSION);
  await fresh.context.close();
  for (const visit of seen.values()) await visit.context.close();

  // The history names who made each change, newest first.
  await card.getByText('History').click();
  const entries = card.getByRole('listitem');
  await expect(entries.first()).toContainText(`rolled back: ${SWAP_VERSION} 100%`);
  await expect(entries.nth(1)).toContainText('set:');
  await expect(entries.first()).toContainText('(Demo marketing)');
  await staffContext.close();
});

/** The name the console shows for the chosen site (its option reads "<name> (<domain>)"). */
async function siteName(staff: Page): Promise<string> {
  const label = await staff.getByRole('combobox', { name: /^Site/ }).locator('option:checked').textContent();
  return (label ?? '').replace(/\s*\(.*\)$/, '');
}
