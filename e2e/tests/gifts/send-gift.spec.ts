// Issue 17, gifts: a member sends a gift from the likes list; it is paid once and the recipient has it as a
// message in a conversation with the sender.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext, callApi, like } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';
import { logIn, PAID_MEMBER } from '../shell/shell-helpers';

interface Me {
  id: number;
  credits: number;
}

test('a gift sent from the likes list reaches the recipient and costs its price once', async ({
  page,
  browser,
}) => {
  await logIn(page, PAID_MEMBER);
  const before = (await callApi<Me>(page, 'GET', '/api/user.php')).body;
  const gina = await activeMemberInNewContext(browser, { name: 'Gina', gender: 'female' });
  await like(gina.page, before.id);

  await page.goto('/likes');
  const overview = remoteRoot(page, 'mf-chat', 'likes');
  const card = overview.getByRole('listitem').filter({ hasText: 'Gina' });
  await card.getByRole('button', { name: 'Send a gift' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send Gina a gift' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`You have ${before.credits} credits.`)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(11);
  const rose = dialog.getByRole('radio', { name: /Red rose/ });
  await rose.check();
  const price = Number(
    (await dialog.getByRole('button', { name: /^Send for \d+ credits$/ }).innerText()).match(/\d+/)?.[0],
  );
  expect(price).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: `Send for ${price} credits` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Gift sent to Gina: Red rose')).toBeVisible();

  const after = (await callApi<Me>(page, 'GET', '/api/user.php')).body;
  expect(after.credits).toBe(before.credits - price);

  // Gina has a conversation with the sender, unread, whose message is the rose.
  const chats = await callApi<
    { conversation: { id: number }; profile: { id: number }; num_unread_messages: number }[]
  >(gina.page, 'GET', '/api/chats.php');
  const chat = chats.body.find((entry) => entry.profile.id === before.id);
  expect(chat?.num_unread_messages).toBe(1);
  const conversation = await callApi<{ messages: { kind: string; gift: { image: string } | null }[] }>(
    gina.page,
    'GET',
    `/api/messages.php?conversation=${chat?.conversation.id}`,
  );
  expect(conversation.status).toBe(200);
  expect(conversation.body.messages.map((message) => message.kind)).toEqual(['gift']);
  const pictureType = await gina.page.evaluate(
    async (url) => (await fetch(url)).headers.get('content-type'),
    conversation.body.messages[0]?.gift?.image ?? '',
  );
  expect(pictureType).toContain('image/svg+xml');
  // And she sees it where she reads her messages: the chat list's preview, then the conversation.
  await gina.page.goto('/chats');
  await expect(remoteRoot(gina.page, 'mf-chat', 'chats').getByText('Sent a gift').first()).toBeVisible();
  await gina.page.goto(`/chats/${chat?.conversation.id}`);
  await expect(
    remoteRoot(gina.page, 'mf-chat', 'chats-id').getByText('A gift for you: Red rose'),
  ).toBeVisible();
  await gina.close();
});
