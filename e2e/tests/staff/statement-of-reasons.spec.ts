// A moderator's decision reaches the member it is about: the statement of reasons shows on their next visit,
// they appeal once, and the appeal waits in the appeals queue with their words (issue 30, item 4).
import { expect, type Page, test } from '@playwright/test';
import { latestMail, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';
import { findInQueue, logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

async function report(page: Page, profileId: number, comment: string): Promise<number> {
  return page.evaluate(
    async ([id, text]) => {
      const response = await fetch('/api/report.php', {
        method: 'POST',
        headers: { 'X-Requested-With': 'dating-web', 'Content-Type': 'application/json' },
        body: JSON.stringify({ profile_id: id, reason: 'offensive', comment: text }),
      });
      return response.status;
    },
    [profileId, comment] as const,
  );
}

test('a warned member reads why on their next visit and appeals; the appeal waits for a moderator', async ({
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = uniqueEmail('warned');
  const memberId = await signUpThroughApi(member, email, `Warn${Date.now().toString(36).slice(-5)}`);
  await member.goto(mailLink(await latestMail(member, email)));
  await expect(member).toHaveURL(/\/activate\/done/);

  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpThroughApi(reporter, uniqueEmail('reporter'), 'Reporter');
  expect(await report(reporter, memberId, 'Rude messages after I said no')).toBe(200);

  const staffContext = await browser.newContext();
  const moderator = await staffContext.newPage();
  await logInAsStaff(moderator, 'moderator', '/staff/queues/profileReports');
  const item = await findInQueue(moderator, `#${memberId},`);
  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item).toContainText('Claimed by you');
  await item.getByRole('combobox', { name: /^Decision/ }).selectOption('warn');
  await item.getByRole('combobox', { name: /^Ground/ }).selectOption('harassment');
  const reason = 'You kept writing to a member who had asked you to stop.';
  await item.getByLabel(/^Reason \(the facts\)/).fill(reason);
  await item.getByRole('button', { name: 'Decide' }).click();
  await moderator
    .getByRole('dialog', { name: /^Decide:/ })
    .getByRole('button', { name: 'Yes, decide' })
    .click();
  await expect(moderator.getByText(/^Decided: Warn/)).toBeVisible();

  // The member's next page load shows the statement.
  await member.goto('/members');
  const statement = member.getByRole('dialog', { name: 'A decision about your account' });
  await expect(statement).toContainText('A warning from our moderators', { timeout: 20_000 });
  await expect(statement).toContainText('Ground: harassment');
  await expect(statement).toContainText(reason);
  await statement.getByRole('button', { name: 'Appeal this decision' }).click();
  const appeal = 'I only answered the messages she sent me first.';
  await statement.getByRole('textbox', { name: /Why should we look at it again/ }).fill(appeal);
  await statement.getByRole('button', { name: 'Send appeal' }).click();
  await expect(statement).toContainText('Your appeal was sent.');
  // Closing marks it read; until then each visit shows it again.
  const seen = member.waitForResponse((response) => response.url().endsWith('/api/decisions-seen.php'));
  await statement.getByRole('button', { name: 'Close' }).first().click();
  expect((await seen).status()).toBe(200);
  await member.reload();
  await expect(member.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(member.getByRole('dialog', { name: 'A decision about your account' })).toHaveCount(0);

  await moderator.goto('/staff/queues/appeals');
  await expect(await findInQueue(moderator, appeal)).toBeVisible();

  await Promise.all([memberContext.close(), reporterContext.close(), staffContext.close()]);
});
