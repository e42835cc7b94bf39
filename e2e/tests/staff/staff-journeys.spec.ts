// Issue 30's journeys through the back office in a real browser: a report handled by a moderator down to
// the banned member's own screen, a support agent's refund and answer to a complaint, and a role kept out
// of the queues.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_PASSWORD, latestMail, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';
import { findInQueue, logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url, {
        method: verb,
        headers: { 'X-Requested-With': 'dating-web', 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, ...(await response.json()) } as T;
    },
    [method, path, body] as const,
  );
}

test('a reported member is banned by a moderator: their open tab is logged out, their next login says why, and their appeal reversed lets them back', async ({
  browser,
}) => {
  // The member who will be reported, with the site open in their own browser.
  const reportedContext = await browser.newContext();
  const reported = await reportedContext.newPage();
  const reportedEmail = uniqueEmail('reported');
  const reportedName = `Rep${Date.now().toString(36).slice(-5)}`;
  const reportedId = await signUpThroughApi(reported, reportedEmail, reportedName);
  // Only an activated profile is shown to (and can be reported by) other members.
  await reported.goto(mailLink(await latestMail(reported, reportedEmail)));
  await expect(reported).toHaveURL(/\/activate\/done/);
  await reported.goto('/members');
  await expect(reported.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Another member reports that profile.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpThroughApi(reporter, uniqueEmail('reporter'), 'Reporter');
  const report = await call<{ status: number }>(reporter, 'POST', '/api/report.php', {
    profile_id: reportedId,
    reason: 'scam',
    comment: 'Asked me for money for a plane ticket',
  });
  expect(report.status).toBe(200);

  // The moderator logs in with the code of the authenticator and finds the report in the queue.
  const staffContext = await browser.newContext();
  const moderator = await staffContext.newPage();
  await logInAsStaff(moderator, 'moderator', '/staff/queues/profileReports');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Profile reports' })).toBeVisible();
  const item = await findInQueue(moderator, `#${reportedId},`);
  await expect(item).toContainText('Asked me for money for a plane ticket');
  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item).toContainText('Claimed by you');
  await item.getByRole('combobox', { name: /^Decision/ }).selectOption('ban');
  await item.getByRole('combobox', { name: /^Ground/ }).selectOption('scam');
  const reason = 'You asked another member for money, which our terms forbid.';
  await item.getByLabel(/^Reason \(the facts\)/).fill(reason);
  await expect(item.getByRole('region', { name: /Statement of reasons/ })).toContainText(reason);
  await item.getByRole('button', { name: 'Decide' }).click();
  await moderator
    .getByRole('dialog', { name: 'Decide: Ban?' })
    .getByRole('button', { name: 'Yes, decide' })
    .click();
  await expect(
    moderator.getByText('Decided: Ban. The member receives the statement of reasons.'),
  ).toBeVisible();

  // The banned member's open tab is logged out by itself within seconds: the header offers the login again.
  await expect(reported.locator('#shell-header [data-nav="login"]')).toBeVisible({ timeout: 20_000 });
  await reported.goto('/login');

  // Their next login is refused with the moderators' reason.
  await reported.getByLabel(/^E-mail address/).fill(reportedEmail);
  await reported.getByLabel(/^Password/).fill(ACCOUNT_PASSWORD);
  await reported.getByRole('button', { name: 'Log in' }).click();
  const notice = reported.getByRole('alert').filter({ hasText: reason });
  await expect(notice).toContainText('Your account has been blocked by our moderators.');
  await expect(reported.getByRole('link', { name: 'Why accounts are blocked' })).toBeVisible();

  // They appeal from there; a moderator reverses the ban in the appeals queue, and the login works again.
  await reported.getByRole('button', { name: 'Appeal this decision' }).click();
  const appealText = `It was a joke between friends (${reportedName}).`;
  await reported.getByRole('textbox', { name: /^Why should we look at it again/ }).fill(appealText);
  await reported.getByRole('button', { name: 'Send appeal' }).click();
  await expect(
    reported.getByText('Your appeal was sent. We will tell you the result by e-mail.'),
  ).toBeVisible();
  // Not the moderator who banned: another staff member reviews the appeal.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await logInAsStaff(reviewer, 'admin', '/staff/queues/appeals');
  const appeal = await findInQueue(reviewer, appealText);
  await appeal.getByRole('button', { name: 'Claim' }).click();
  await expect(appeal).toContainText('Claimed by you');
  await appeal.getByRole('combobox', { name: /^Decision/ }).selectOption('reverse');
  await appeal.getByLabel(/^Reason \(the facts\)/).fill('The member showed the messages were a joke.');
  await appeal.getByRole('button', { name: 'Decide' }).click();
  await reviewer
    .getByRole('dialog', { name: /^Decide: / })
    .getByRole('button', { name: 'Yes, decide' })
    .click();
  await expect(reviewer.getByText(/^Decided: /)).toBeVisible();
  await reported.getByRole('button', { name: 'Log in' }).click();
  await expect(reported).toHaveURL(/\/members/);

  await Promise.all(
    [reportedContext, reporterContext, staffContext, reviewerContext].map((context) => context.close()),
  );
});

test('a support agent finds a member by e-mail and refunds a payment', async ({ page }) => {
  // premium@flirtlocal.test is the demo's paying member (api/DEMO.md).
  await logInAsStaff(page, 'support', '/staff/members');
  await page.getByLabel(/^E-mail, member number or name/).fill('premium@flirtlocal.test');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Members found' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Member #\d+$/ })).toBeVisible();
  const refund = page.getByRole('button', { name: /^Refund payment #\d+$/ }).first();
  const label = (await refund.getAttribute('aria-label')) ?? '';
  const paymentId = /#(\d+)/.exec(label)?.[1];
  await refund.click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByLabel(/^Reason/).fill('Charged twice for the same bundle');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('goes back to');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Payment #${paymentId} refunded`).first()).toBeVisible();
});

test('a support agent answers a complaint from the form, and its sender gets the answer by e-mail', async ({
  browser,
}) => {
  // A visitor sends a complaint through the /complaints form.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const sender = uniqueEmail('complaint');
  const text = `Charged twice for one bundle, order ${Date.now().toString(36)}.`;
  await visitor.goto('/complaints');
  await visitor.getByLabel('Your name').fill('Alex Visitor');
  await visitor.getByLabel('Your e-mail address').fill(sender);
  await visitor.getByLabel('What is it about?').selectOption({ label: 'Payments and credits' });
  await visitor.getByLabel('Your complaint').fill(text);
  await visitor.getByRole('button', { name: 'Send complaint' }).click();
  const sent = visitor.getByTestId('complaint-sent');
  await expect(sent).toContainText('Your reference is C-');
  const reference = /C-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';

  // Support sees it in their only queue, with its topic in words, and answers it.
  const staffContext = await browser.newContext();
  const support = await staffContext.newPage();
  await logInAsStaff(support, 'support', '/staff/queues/complaints');
  const nav = support.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: /^Complaints/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Profile reports/ })).toHaveCount(0);
  const item = await findInQueue(support, text);
  await expect(item).toContainText('Payments and credits');
  await expect(item).toContainText(reference);
  await expect(item).toContainText(`Alex Visitor (${sender})`);
  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item).toContainText('Claimed by you');
  await item.getByRole('combobox', { name: /^Decision/ }).selectOption('resolve');
  const answer = 'We refunded the second payment; it is back on your card within five days.';
  await item.getByLabel(/^Answer to the sender/).fill(answer);
  await item.getByRole('button', { name: 'Decide' }).click();
  await support
    .getByRole('dialog', { name: 'Decide: Resolved?' })
    .getByRole('button', { name: 'Yes, decide' })
    .click();
  await expect(
    support.getByText('Decided: Resolved. The sender receives the answer by e-mail.'),
  ).toBeVisible();
  await expect(support.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  const mail = await latestMail(visitor, sender);
  expect(mail.subject).toContain(`Your complaint ${reference}`);
  expect(mail.text).toContain(answer);
  await Promise.all([visitorContext.close(), staffContext.close()]);
});

test('a marketing role cannot open the moderation queue', async ({ page }) => {
  const queueCalls: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/staff\/queues\//.test(response.url())) queueCalls.push(response.status());
  });
  await logInAsStaff(page, 'marketing');
  // Its navigation offers no queue.
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Photos' }),
  ).toHaveCount(0);
  // Opened by address, the page refuses, and the server was never asked for the items.
  await page.goto('/staff/queues/profileReports');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  expect(queueCalls).toEqual([]);
  // The server refuses it too.
  const direct = await call<{ status: number; error: string }>(
    page,
    'GET',
    '/api/staff/queues/profileReports',
  );
  expect(direct.status).toBe(403);
  expect(direct.error).toBe('staff_permission_denied');
});
