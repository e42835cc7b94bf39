// Issue 17, conversations: two members chat in two browser contexts and see each other's messages, typing and
// read state live; a block mid-conversation closes the other side's open chat at once.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test('two members chat live: messages, typing and read state', async ({ browser }) => {
  const anna = await activeMemberInNewContext(browser, { name: 'Anna', gender: 'female' });
  const ben = await activeMemberInNewContext(browser, { name: 'Ben', gender: 'male' });

  // Ben waits on his (empty) chat list; Anna starts the conversation from Ben's chat link.
  await ben.page.goto('/chats');
  const benChats = remoteRoot(ben.page, 'mf-chat', 'chats');
  await expect(benChats.getByRole('heading', { name: 'No chats yet' })).toBeVisible();

  await anna.page.goto(`/members/${ben.member.id}/chat`);
  const annaChat = remoteRoot(anna.page, 'mf-chat', 'members-id-chat');
  await expect(annaChat.getByText('No messages yet. Say hello to Ben!')).toBeVisible();
  const annaBox = annaChat.getByLabel('Message to Ben');
  await annaBox.fill('Hello <b>Ben</b>, how are you?');
  await annaBox.press('Enter');
  const annaLog = annaChat.getByRole('log', { name: 'Messages with Ben' });
  // Markup someone typed is text, not HTML.
  await expect(annaLog.getByText('Hello <b>Ben</b>, how are you?')).toBeVisible();
  await expect(annaLog.getByText(/Sent|Delivered/)).toBeVisible();
  await expect(annaBox).toHaveValue('');

  // Ben's list shows the chat live, unread, and opening it reads it: Anna sees "Read" without reloading.
  const benEntry = benChats.getByRole('link', { name: /Anna/ });
  await expect(benEntry).toContainText('Hello <b>Ben</b>, how are you?');
  await expect(benEntry).toContainText('1 unread message');
  await benEntry.click();
  const benChat = remoteRoot(ben.page, 'mf-chat', 'chats-id');
  const benLog = benChat.getByRole('log', { name: 'Messages with Anna' });
  await expect(benLog.getByText('Hello <b>Ben</b>, how are you?')).toBeVisible();
  await expect(annaLog.getByText('Read', { exact: true })).toBeVisible();

  // Typing shows on the other side; Shift+Enter is a new line, Enter sends.
  const benBox = benChat.getByLabel('Message to Anna');
  await benBox.pressSequentially('Fine, thanks');
  await expect(annaChat.getByText('Ben is typing…')).toBeVisible();
  await benBox.press('Shift+Enter');
  await benBox.pressSequentially('and you?');
  await benBox.press('Enter');
  await expect(annaLog.getByText('Fine, thanks\nand you?')).toBeVisible();
  await expect(annaChat.getByText('Ben is typing…')).toBeHidden();

  await anna.close();
  await ben.close();
});

test('a block mid-conversation closes the chat on both sides at once', async ({ browser }) => {
  const carla = await activeMemberInNewContext(browser, { name: 'Carla', gender: 'female' });
  const dan = await activeMemberInNewContext(browser, { name: 'Dan', gender: 'male' });
  await carla.page.goto(`/members/${dan.member.id}/chat`);
  const carlaChat = remoteRoot(carla.page, 'mf-chat', 'members-id-chat');
  await carlaChat.getByLabel('Message to Dan').fill('Hi Dan!');
  await carlaChat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(carlaChat.getByRole('log').getByText('Hi Dan!')).toBeVisible();

  await dan.page.goto('/chats');
  await remoteRoot(dan.page, 'mf-chat', 'chats').getByRole('link', { name: /Carla/ }).click();
  const danChat = remoteRoot(dan.page, 'mf-chat', 'chats-id');
  await expect(danChat.getByRole('log').getByText('Hi Dan!')).toBeVisible();
  await danChat.getByRole('button', { name: 'Block', exact: true }).click();
  const question = dan.page.getByRole('dialog', { name: 'Block Carla?' });
  await question.getByRole('button', { name: 'Block' }).click();
  await expect(dan.page.getByText('You blocked Carla.')).toBeVisible();

  // Carla's open chat stops at once: no composer, a notice instead.
  await expect(
    carlaChat.getByText('This conversation has ended. You can no longer write here.'),
  ).toBeVisible();
  await expect(carlaChat.getByLabel('Message to Dan')).toHaveCount(0);
  await carla.page.reload();
  await expect(
    carla.page.getByText('This member has blocked you. You do not have access to this page.'),
  ).toBeVisible();

  await carla.close();
  await dan.close();
});

test('a member reports the other from the chat', async ({ browser }) => {
  const mia = await activeMemberInNewContext(browser, { name: 'Mia', gender: 'female' });
  const nils = await activeMemberInNewContext(browser, { name: 'Nils', gender: 'male' });
  await nils.page.goto(`/members/${mia.member.id}/chat`);
  const nilsChat = remoteRoot(nils.page, 'mf-chat', 'members-id-chat');
  await nilsChat.getByLabel('Message to Mia').fill('Send me money please');
  await nilsChat.getByLabel('Message to Mia').press('Enter');
  await expect(nilsChat.getByRole('log').getByText('Send me money please')).toBeVisible();

  await mia.page.goto('/chats');
  await remoteRoot(mia.page, 'mf-chat', 'chats').getByRole('link', { name: /Nils/ }).click();
  const miaChat = remoteRoot(mia.page, 'mf-chat', 'chats-id');
  await miaChat.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = mia.page.getByRole('dialog', { name: 'Report Nils' });
  await expect(dialog.getByText('Our support team receives the last 20 messages')).toBeVisible();
  // The reason is required: sending without one says so.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Asks for money or data' });
  await dialog.getByLabel('What happened? (optional)').fill('Asked for money in the first message');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(mia.page.getByText('Thank you. We will look into your report about Nils.')).toBeVisible();
  await mia.close();
  await nils.close();
});
