// Issue 31's journey: a member writes to a fictional profile; the operator, logged in to /staff/inbox, sees
// it arrive without a reload, claims it (a second operator cannot meanwhile), types (the member sees the
// profile typing) and answers; the member's open chat shows the answer in under 2 s.
import { expect, type Page, test } from '@playwright/test';
import { latestMail, mailLink, signUpThroughApi, uniqueEmail } from '../../support/account';
import { remoteRoot } from '../../support/pages';
import { logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 180_000 });

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

test('an operator answers a member as a fictional profile, live on both sides', async ({ browser }) => {
  // The operator is at work first (so the demo's auto-responder keeps quiet), with a second one beside.
  const operatorPage = await (await browser.newContext()).newPage();
  await logInAsStaff(operatorPage, 'operator', '/staff/inbox');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const secondPage = await (await browser.newContext()).newPage();
  await logInAsStaff(secondPage, 'admin', '/staff/inbox');

  // A new member, confirmed, writes to a fictional profile and keeps the chat open.
  const member = await (await browser.newContext()).newPage();
  const email = uniqueEmail('inbox');
  const name = `Ib${Date.now().toString(36).slice(-6)}`;
  await signUpThroughApi(member, email, name);
  await member.goto(mailLink(await latestMail(member, email)));
  await expect(member).toHaveURL(/\/activate\/done/);
  const found = await call<{ results: { id: number; fictional: boolean }[] }>(
    member,
    'GET',
    '/api/members.php',
  );
  const fictional = found.results.find((profile) => profile.fictional);
  expect(fictional, 'the demo data has fictional profiles').toBeDefined();
  const sent = await call<{ status: number; conversation_id: number }>(member, 'POST', '/api/messages.php', {
    profile_id: fictional!.id,
    body: 'Hello! What do you like to do at the weekend?',
    client_message_id: crypto.randomUUID(),
  });
  expect(sent.status).toBe(200);
  await member.goto(`/chats/${sent.conversation_id}`);
  const chat = remoteRoot(member, 'mf-chat', 'chats-id');
  await expect(chat.getByRole('log')).toContainText('What do you like to do at the weekend?');

  // The queue shows it without a reload (the inbox's live socket).
  const claim = operatorPage.getByRole('button', { name: `Answer ${name}` });
  await expect(claim).toBeVisible({ timeout: 10_000 });
  await claim.click();
  const field = operatorPage.getByLabel(/^Answer as /);
  await expect(field).toBeVisible();

  // The second operator sees who holds it and cannot take it.
  await expect(secondPage.getByText('Demo operator is answering')).toBeVisible({ timeout: 10_000 });
  await expect(secondPage.getByRole('button', { name: `Answer ${name}` })).toBeDisabled();
  const refused = await call<{ status: number; error: string }>(
    secondPage,
    'POST',
    `/api/staff/inbox/${sent.conversation_id}/claim`,
    {},
  );
  expect(refused.status).toBe(409);

  // Typing shows in the member's chat; the answer arrives within 2 s of the press.
  await field.pressSequentially('I love long walks by the sea, and you?', { delay: 20 });
  await expect(chat.getByText(/is typing/)).toBeVisible({ timeout: 5_000 });
  const pressed = Date.now();
  await operatorPage.getByRole('button', { name: 'Send answer' }).click();
  await expect(chat.getByRole('log')).toContainText('I love long walks by the sea, and you?', {
    timeout: 2_000,
  });
  expect(Date.now() - pressed).toBeLessThan(2_000);
  // Nothing in the member's chat tells who wrote it.
  await expect(chat).not.toContainText('Demo operator');

  // Logged out, the demo's auto-responder answers again for the specs after this one.
  await call(operatorPage, 'POST', '/api/staff/logout', {});
});
