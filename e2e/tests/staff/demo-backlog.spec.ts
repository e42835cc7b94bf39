// A moderator opening the demo finds work waiting (api/src/seed/demo-backlog.ts): a member's new photo, which
// they approve; it leaves the queue and joins the member's profile for other members.
import { expect, type Page, test } from '@playwright/test';
import { logInThroughApi } from '../../support/session';
import { logInAsStaff } from '../../support/staff';

// A login may wait for the next authenticator code (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

const photosOf = (page: Page, memberId: number) =>
  page.evaluate(async (id) => {
    const profile = (await (await fetch(`/api/member.php?id=${id}`)).json()) as { photos: { id: number }[] };
    return profile.photos.map((photo) => photo.id);
  }, memberId);

test('a moderator approves a new photo waiting in the demo, and other members see it on the profile', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const moderator = await staffContext.newPage();
  await logInAsStaff(moderator, 'moderator', '/staff/queues/photos');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
  // A photo of the English site, which the demo login below belongs to.
  const item = moderator.getByRole('article').filter({ hasText: '@demo.flirtlocal.test' }).first();
  await expect(item).toBeVisible();
  const itemNumber = /Item #\d+/.exec((await item.textContent()) ?? '')?.[0] ?? '';
  const memberId = Number(/\(#(\d+),/.exec((await item.getByRole('link').first().textContent()) ?? '')?.[1]);
  expect(memberId, 'the item names its member').toBeGreaterThan(0);

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await logInThroughApi(viewer);
  const before = await photosOf(viewer, memberId);

  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item).toContainText('Claimed by you');
  await item.getByRole('combobox', { name: /^Decision/ }).selectOption('approve');
  await item
    .getByLabel(/^Reason \(the facts\)/)
    .fill('A clear portrait of the member, within the photo rules.');
  await item.getByRole('button', { name: 'Decide' }).click();
  await moderator
    .getByRole('dialog', { name: 'Decide: Approve?' })
    .getByRole('button', { name: 'Yes, decide' })
    .click();
  await expect(moderator.getByText(/^Decided: Approve\./)).toBeVisible();
  await expect(moderator.getByRole('article').filter({ hasText: itemNumber })).toHaveCount(0);

  const after = await photosOf(viewer, memberId);
  expect(after).toHaveLength(before.length + 1);
  await Promise.all([staffContext.close(), viewerContext.close()]);
});
