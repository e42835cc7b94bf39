// Issue 17, photo messages: a premium member sends a photo; the free recipient sees it blurred and unlocks it
// with credits, once.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { drawnPhoto } from '../../support/members';
import { remoteRoot } from '../../support/pages';
import { logIn, PAID_MEMBER } from '../shell/shell-helpers';

test('a photo message is blurred for a free member until unlocked', async ({ page, browser }) => {
  // Two members, an upload and an unlock: on a busy machine that alone can take half the default.
  test.setTimeout(60_000);
  const free = await activeMemberInNewContext(browser, { name: 'Fenna', gender: 'female' });
  await logIn(page, PAID_MEMBER);
  await page.goto(`/members/${free.member.id}/chat`);
  const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
  const chooser = page.waitForEvent('filechooser');
  await chat.getByRole('button', { name: 'Send a photo' }).click();
  await (await chooser).setFiles(await drawnPhoto(page, 'holiday.jpg', 200));
  await chat.getByRole('button', { name: /^Send photo/ }).click();
  await expect(chat.getByRole('img', { name: 'Photo in the chat (opens full size)' })).toBeVisible();

  await free.page.goto('/chats');
  const list = remoteRoot(free.page, 'mf-chat', 'chats');
  await expect(list.getByRole('link', { name: /Sent a photo/ })).toBeVisible();
  await list.getByRole('link', { name: /Sent a photo/ }).click();
  const freeChat = remoteRoot(free.page, 'mf-chat', 'chats-id');
  const blurred = freeChat.getByRole('img', { name: 'Blurred photo, unlock it to see it' });
  await expect(blurred).toBeVisible();
  expect(await blurred.getAttribute('src')).toMatch(/-blur\.jpg$/);
  await freeChat.getByRole('button', { name: /^See photo for \d+ credits$/ }).click();
  const photo = freeChat.getByRole('img', { name: 'Photo in the chat (opens full size)' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).not.toMatch(/-blur\.jpg$/);
  // Unlocked for good: a reload shows it without asking again.
  await free.page.reload();
  await expect(freeChat.getByRole('img', { name: 'Photo in the chat (opens full size)' })).toBeVisible();
  await expect(freeChat.getByRole('button', { name: /^See photo for/ })).toHaveCount(0);
  await free.close();
});
