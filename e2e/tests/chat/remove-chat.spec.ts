// Issue 27, item 7: removing a chat asks first; a removed conversation still counts as one of a free
// member's two (docs/member-rules.md), and the chat list, the dialog and the conversation page agree on it.
import { expect, test } from '@playwright/test';
import { activeMember, activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test('a free member confirms removing a chat, which keeps its place among the two', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const others = [
    await activeMemberInNewContext(browser, { name: 'Una', gender: 'female' }),
    await activeMemberInNewContext(browser, { name: 'Vera', gender: 'female' }),
    await activeMemberInNewContext(browser, { name: 'Wanda', gender: 'female' }),
  ];
  await activeMember(page, { name: 'Xaver', gender: 'male' });
  const [una, vera, wanda] = others.map((other) => other.member);
  for (const [member, text] of [
    [una!, 'Hi Una'],
    [vera!, 'Hi Vera'],
  ] as const) {
    await page.goto(`/members/${member.id}/chat`);
    const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
    await chat.getByLabel(`Message to ${member.name}`).fill(text);
    await chat.getByLabel(`Message to ${member.name}`).press('Enter');
    await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  }

  await page.goto('/chats');
  const list = remoteRoot(page, 'mf-chat', 'chats').getByRole('navigation', { name: 'Your chats' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // No for an answer: nothing changes.
  await list.getByRole('button', { name: 'Remove the chat with Una' }).click();
  let dialog = page.getByRole('dialog', { name: 'Remove the chat with Una?' });
  await expect(dialog).toContainText('It still counts as one of your 2 free conversations.');
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Yes: the chat leaves the list, for good (a reload asks the server).
  await list.getByRole('button', { name: 'Remove the chat with Una' }).click();
  dialog = page.getByRole('dialog', { name: 'Remove the chat with Una?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('Una');

  // The removed chat still counts: a third conversation is refused, as the dialog said.
  await page.goto(`/members/${wanda!.id}/chat`);
  const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
  await expect(
    chat.getByText('As a free member you can chat in 2 conversations.', { exact: false }),
  ).toBeVisible();
  await expect(chat.getByLabel('Message to Wanda')).toHaveCount(0);
  for (const other of others) await other.close();
});
