// Helpers of the account journeys: a fresh member made through the real signup call, and the mails the
// server queued, read from the development mailbox as a tester would.
import { expect, type Page } from '@playwright/test';
import { mailboxJson } from './staff-mailbox';

export const ACCOUNT_PASSWORD = 'journey-password-1';

let counter = 0;

/** An address nobody used yet, so journeys never collide with each other or with a previous run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs up through `POST /api/signup.php` from inside the page, which leaves the page's browser logged in. */
export async function signUpThroughApi(page: Page, email: string, name = 'Journey'): Promise<number> {
  if (page.url() === 'about:blank') await page.goto('/pages/terms');
  const result = await page.evaluate(
    async ({ email, name, password }) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
        body: JSON.stringify({
          email,
          name,
          password,
          date_of_birth: '1990-06-15',
          gender: 'female',
          sexuality: 'hetero',
          language: 'en',
        }),
      });
      return { status: response.status, body: (await response.json()) as { id?: number } };
    },
    { email, name, password: ACCOUNT_PASSWORD },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.id as number;
}

export async function logOutThroughApi(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/logout.php', { cache: 'no-store' }));
}

interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, waiting for it to be queued. */
export async function latestMail(page: Page, to: string): Promise<MailboxEntry> {
  let mail: MailboxEntry | undefined;
  await expect
    .poll(async () => {
      // The mailbox needs the staff token: its mails hold reset and activation links.
      const mails = await mailboxJson<MailboxEntry[]>(page, to);
      mail = mails[0];
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mail as MailboxEntry;
}

/** The link of a mail's button (the first http link in its text part), as a path on this site. */
export function mailLink(mail: MailboxEntry): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
