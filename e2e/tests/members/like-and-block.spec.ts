import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
// Only active (activated) profiles are shown to other members, so the journeys' members activate first.
import { activeMember, activeMemberInNewContext } from '../../support/likes-gifts';

test('a like back is a match: the match modal opens for the member who made it', async ({
  page,
  browser,
}) => {
  const anna = await activeMemberInNewContext(browser, {
    name: 'Anna',
    gender: 'female',
    sexuality: 'hetero',
  });
  const ben = await activeMember(page, { name: 'Ben', gender: 'male', sexuality: 'hetero' });

  // Anna likes Ben from his profile.
  await anna.page.goto(`/members/${ben.id}`);
  const annaView = remoteRoot(anna.page, 'mf-members', 'members-id');
  await annaView.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(annaView.getByRole('button', { name: 'Liked' })).toBeDisabled();

  // Ben sees the new like in his notifications, opens Anna's profile and likes her back.
  await page.goto('/notifications');
  const notifications = remoteRoot(page, 'mf-members', 'notifications');
  await expect(notifications.getByRole('link', { name: /Anna likes you/ })).toBeVisible();
  // Anna liked and, before that, visited: both are new.
  await expect(notifications.getByText('New', { exact: true })).toHaveCount(2);
  await notifications.getByRole('link', { name: /Anna likes you/ }).click();
  const benView = remoteRoot(page, 'mf-members', 'members-id');
  await benView.getByRole('button', { name: 'Like', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'It’s a match!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('You and Anna like each other.')).toBeVisible();

  // What was seen is read the next time; only the match, which came after, is new.
  await page.goto('/notifications');
  await expect(notifications.getByRole('link', { name: /It's a match with Anna/ })).toBeVisible();
  await expect(notifications.getByText('New', { exact: true })).toHaveCount(1);
  await page.reload();
  await expect(notifications.getByRole('link', { name: /It's a match with Anna/ })).toBeVisible();
  await expect(notifications.getByText('New', { exact: true })).toHaveCount(0);
  await anna.close();
});

test('a blocked member can no longer reach the member who blocked them', async ({ page, browser }) => {
  const carla = await activeMemberInNewContext(browser, { name: 'Carla', gender: 'female' });
  const dan = await activeMember(page, { name: 'Dan', gender: 'male' });

  await carla.page.goto(`/members/${dan.id}`);
  const carlaView = remoteRoot(carla.page, 'mf-members', 'members-id');
  // Blocking is asked first, in the site's dialog; no is no.
  const question = carla.page.getByRole('dialog', { name: 'Block Dan?' });
  await carlaView.getByRole('button', { name: 'Block' }).click();
  await expect(question).toContainText('Your chats and likes will be deleted.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(carlaView.getByRole('button', { name: 'Block' })).toBeFocused();
  await expect(carlaView.getByText('You blocked Dan.')).toHaveCount(0);
  await carlaView.getByRole('button', { name: 'Block' }).click();
  await question.getByRole('button', { name: 'Block' }).click();
  await expect(carlaView.getByText('You blocked Dan.')).toBeVisible();

  await page.goto(`/members/${carla.member.id}`);
  const danView = remoteRoot(page, 'mf-members', 'members-id');
  await expect(
    danView.getByText("You're blocked by Carla. You do not have access to this page."),
  ).toBeVisible();
  await expect(danView.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  // Not only hidden: the API refuses the like too.
  const status = await page.evaluate(async (id) => {
    const response = await fetch('/api/like.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
      body: JSON.stringify({ profile_id: id }),
    });
    return response.status;
  }, carla.member.id);
  expect(status).toBe(403);

  // Unblocking gives access back.
  await carlaView.getByRole('button', { name: 'Unblock' }).click();
  await expect(carlaView.getByText('You blocked Dan.')).toHaveCount(0);
  await page.reload();
  await expect(danView.getByText('Carla', { exact: false }).first()).toBeVisible();
  await expect(danView.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await carla.close();
});
