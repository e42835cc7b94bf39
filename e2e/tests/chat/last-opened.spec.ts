// Spec section 4: the last opened chat (profile and time) is remembered; the chat page offers the way back.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test('the chat page offers to continue the chat opened last', async ({ browser }) => {
  const mia = await activeMemberInNewContext(browser, { name: 'Mia', gender: 'female' });
  const tom = await activeMemberInNewContext(browser, { name: 'Tom', gender: 'male' });
  await mia.page.goto(`/members/${tom.member.id}/chat`);
  const chat = remoteRoot(mia.page, 'mf-chat', 'members-id-chat');
  await chat.getByLabel('Message to Tom').fill('Hi Tom');
  await chat.getByLabel('Message to Tom').press('Enter');
  await expect(chat.getByRole('log').getByText('Hi Tom')).toBeVisible();
  // The message shows at once while it is being sent; the chat exists, and is remembered, once it is sent.
  await expect(chat.getByRole('log').getByText('Sending…')).toHaveCount(0);

  await mia.page.goto('/chats');
  const back = remoteRoot(mia.page, 'mf-chat', 'chats').getByRole('link', {
    name: /Continue your chat with Tom/,
  });
  await expect(back).toBeVisible();
  await back.click();
  await expect(mia.page).toHaveURL(/\/chats\/\d+$/);
  await expect(
    remoteRoot(mia.page, 'mf-chat', 'chats-id').getByRole('log').getByText('Hi Tom'),
  ).toBeVisible();
});
