// Helpers of the likes and gifts journeys: calls a member makes from inside its page (CSRF header included).
import { expect, type Browser, type Page } from '@playwright/test';
import { latestMail, mailLink } from './account';
import { signUpMember, type JourneyMember } from './members';

/** A JSON call from the page, as the site's client makes it (CSRF header included). */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url, {
        method: verb,
        headers: { 'X-Requested-With': 'dating-web', 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, path, body] as const,
  );
}

/** The member's like, as the profile page's Like button sends it. */
export async function like(page: Page, profileId: number): Promise<void> {
  const answer = await callApi<{ created: boolean }>(page, 'POST', '/api/like.php', {
    profile_id: profileId,
  });
  if (answer.status !== 200) throw new Error(`like failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * A member others can reach: signed up and activated through the mailed link (a profile is shown to
 * other members only once it is active).
 */
export async function activeMember(
  page: Page,
  options: Parameters<typeof signUpMember>[1],
): Promise<JourneyMember> {
  const member = await signUpMember(page, options);
  await page.goto(mailLink(await latestMail(page, member.email)));
  await expect(page).toHaveURL(/\/activate\/done/);
  return member;
}

/** An active member in a browser context of their own. */
export async function activeMemberInNewContext(
  browser: Browser,
  options: Parameters<typeof signUpMember>[1],
): Promise<{ page: Page; member: JourneyMember; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await activeMember(page, options);
  return { page, member, close: () => context.close() };
}
