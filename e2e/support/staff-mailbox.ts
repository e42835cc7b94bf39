// The development mailbox is a staff page: a machine (this suite) reaches it with the staff token in the
// Authorization header; the server never takes the token from a URL.
import type { Page } from '@playwright/test';
import { ADMIN_TOKEN } from './e2e-env';

export const staffTokenHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` } as const;

/** The mailbox's JSON list for an address (newest first). */
export async function mailboxJson<T>(page: Page, to: string): Promise<T> {
  const response = await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(to)}`, {
    headers: staffTokenHeaders,
  });
  if (!response.ok()) throw new Error(`mailbox answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Lets the page's own navigations to the mailbox carry the staff token (and nothing else carry it). */
export async function openMailboxInPage(page: Page): Promise<void> {
  await page.route('**/api/dev/mailbox**', (route) =>
    route.continue({ headers: { ...route.request().headers(), ...staffTokenHeaders } }),
  );
}
