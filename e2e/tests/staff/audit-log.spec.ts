// The audit log read as an admin would: what happened in words, who did it, filtered by action and target,
// the filters kept in the address so a search can be shared.
import { expect, test } from '@playwright/test';
import { logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

test("an admin finds a staff member's logins in the audit log, named in words, and shares the search", async ({
  page,
}) => {
  await logInAsStaff(page, 'admin', '/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Entries, newest first' });
  // The demo seed's accounts were created by the system: found by the action's name, among newer entries.
  await page.getByLabel(/^Action/).selectOption({ label: 'Staff account created' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=staff\.created/);
  await expect(entries.getByRole('article').filter({ hasText: 'The system' }).first()).toContainText(
    'Staff account created',
  );
  await expect(entries.getByRole('article').filter({ hasNotText: 'Staff account created' })).toHaveCount(0);
  // What an entry wrote is folded away, and opens with the keyboard: the account's fields.
  const created = entries.getByRole('article').filter({ hasText: 'The system' }).first();
  const changes = created.getByText('Before and after');
  await changes.focus();
  await page.keyboard.press('Enter');
  await expect(created.getByRole('definition').first()).toBeVisible();
  await expect(created).toContainText(/role\s*(admin|moderator|support|operator|marketing)/);
  await expect(created).toContainText(/email\s*\S+@staff\.test/);

  // This login is in the log, as words with the stored code beside them and the admin named; whose actions
  // is picked from the team by name.
  await page.getByLabel(/^Staff member/).selectOption({ label: 'Demo admin · Administrator' });
  await page.getByLabel(/^Action/).selectOption({ label: 'Logged in' });
  await page.getByLabel(/^Target/).fill('staff:1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=staff\.login/);
  await expect(page).toHaveURL(/actor=1\b/);
  const login = entries.getByRole('article').first();
  await expect(login).toContainText('Logged in');
  await expect(login).toContainText('staff.login');
  await expect(login).toContainText('Demo admin (admin@staff.test) · Administrator');
  await expect(entries.getByRole('article').filter({ hasNotText: 'Logged in' })).toHaveCount(0);

  // The address holds the search: opened again, the page shows the same filters.
  await page.reload();
  await expect(page.getByLabel(/^Action/)).toHaveValue('staff.login');
  await expect(page.getByLabel(/^Staff member/)).toHaveValue('1');
  await expect(page.getByLabel(/^Target/)).toHaveValue('staff:1');
});

test('an admin who searches for a member and opens their file finds both readings in the audit log', async ({
  page,
}) => {
  await logInAsStaff(page, 'admin', '/staff/members');
  await page.getByLabel(/^E-mail, member number or name/).fill('demo@flirtlocal.test');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Members found' }).getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Member #\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Opening this file is recorded in the audit log.')).toBeVisible();
  const memberId = /#(\d+)/.exec((await heading.textContent()) ?? '')?.[1];

  // The file leads to everything done with this member; the reading is among it.
  await page.getByRole('link', { name: 'See everything the team did with this member' }).click();
  await expect(page.getByLabel(/^Target/)).toHaveValue(`member:${memberId}`);
  await page.getByLabel(/^Action/).selectOption({ label: 'Member file opened' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=member\.view/);
  const reading = page.getByRole('list', { name: 'Entries, newest first' }).getByRole('article').first();
  await expect(reading).toContainText('Member file opened');
  await expect(reading).toContainText(`member:${memberId}`);
  await expect(reading).toContainText('Demo admin (admin@staff.test) · Administrator');

  // The search that found the member is in the log too, with what was asked.
  await page.getByLabel(/^Target/).fill('');
  await page.getByLabel(/^Action/).selectOption({ label: 'Members searched' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/action=member\.search/);
  const search = page.getByRole('list', { name: 'Entries, newest first' }).getByRole('article').first();
  await expect(search).toContainText('Searched for “demo@flirtlocal.test”: 1 member found');
  await expect(search).toContainText('Demo admin (admin@staff.test) · Administrator');
});
