// Issue 16: the live channel end to end. Member B has the site open; member A likes B from another browser;
// B's tab shows the like modal at once, without a reload and without waiting for a poll.
import { expect, type Page, test } from '@playwright/test';
import { FREE_MEMBER, logIn } from '../shell/shell-helpers';

const liveConnected = (page: Page) =>
  page.evaluate(() => {
    const bus = (globalThis as Record<symbol, { getState(topic: string): unknown } | undefined>)[
      Symbol.for('@dating/shared/bus')
    ];
    return (bus?.getState('live.status') as { connected?: boolean } | undefined)?.connected ?? false;
  });

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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

test('a like from another member opens the like modal on the open tab, live', async ({ browser }) => {
  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  await logIn(receiver, FREE_MEMBER);
  const me = await api<{ id: number }>(receiver, 'GET', '/api/user.php');
  await receiver.goto('/members');
  await expect(receiver.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect.poll(() => liveConnected(receiver)).toBe(true);
  // Any reload from here on would lose this marker.
  await receiver.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));

  const likerContext = await browser.newContext();
  const liker = await likerContext.newPage();
  // The first demo member who has not liked B yet (the e2e data folder outlives a run).
  let likerName: string | null = null;
  for (let n = 1; n <= 60 && likerName === null; n++) {
    await likerContext.clearCookies();
    await logIn(liker, `member${n}@demo.flirtlocal.test`);
    const like = await api<{ status: number; created?: boolean }>(liker, 'POST', '/api/like.php', {
      profile_id: me.id,
    });
    if (like.status === 200 && like.created) {
      const self = await api<{ profile: { name: string } }>(liker, 'GET', '/api/user.php');
      likerName = self.profile.name;
    }
  }
  expect(likerName).not.toBeNull();

  const modal = receiver.getByRole('dialog', { name: 'New like!' });
  await expect(modal).toBeVisible({ timeout: 5_000 });
  await expect(modal).toContainText(`${likerName} likes you.`);
  expect(await receiver.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(
    true,
  );
  await receiverContext.close();
  await likerContext.close();
});
