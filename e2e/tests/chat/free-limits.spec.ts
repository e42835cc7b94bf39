// Issue 17, free members: at most two conversations, a few free messages, then credits until they run out;
// each limit says what it is and offers the way on (premium, /credits).
import { expect, test } from '@playwright/test';
import { activeMember, activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test('a free member hits the conversation limit, then the credits limit', async ({ page, browser }) => {
  const others = [
    await activeMemberInNewContext(browser, { name: 'Olga', gender: 'female' }),
    await activeMemberInNewContext(browser, { name: 'Pia', gender: 'female' }),
    await activeMemberInNewContext(browser, { name: 'Rita', gender: 'female' }),
  ];
  // A new member of the demo site: 3 free messages, then 10 credits a message from 20 signup credits.
  await activeMember(page, { name: 'Tom', gender: 'male' });

  const write = async (profileId: number, name: string, text: string) => {
    await page.goto(`/members/${profileId}/chat`);
    const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
    await chat.getByLabel(`Message to ${name}`).fill(text);
    await chat.getByLabel(`Message to ${name}`).press('Enter');
    return chat;
  };
  const [olga, pia, rita] = others.map((other) => other.member);
  let chat = await write(olga!.id, 'Olga', 'Hi Olga');
  await expect(chat.getByRole('log').getByText('Hi Olga')).toBeVisible();
  await expect(chat.getByText('2 free messages left')).toBeVisible();
  chat = await write(pia!.id, 'Pia', 'Hi Pia');
  await expect(chat.getByRole('log').getByText('Hi Pia')).toBeVisible();

  // A third conversation is refused before anything is typed, with the way to premium.
  await page.goto(`/members/${rita!.id}/chat`);
  chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
  await expect(
    chat.getByText('As a free member you can chat in 2 conversations.', { exact: false }),
  ).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
  await expect(chat.getByLabel('Message to Rita')).toHaveCount(0);

  // In the two conversations: the last free message, two paid ones (20 credits), then not enough credits.
  chat = await write(olga!.id, 'Olga', 'Free number three');
  await expect(chat.getByRole('log').getByText('Free number three')).toBeVisible();
  await expect(chat.getByText('A message costs 10 credits.')).toBeVisible();
  for (const text of ['Paid one', 'Paid two']) {
    await chat.getByLabel('Message to Olga').fill(text);
    await chat.getByLabel('Message to Olga').press('Enter');
    await expect(chat.getByRole('log').getByText(text)).toBeVisible();
    await expect(chat.getByRole('log').getByText('Not sent.')).toHaveCount(0);
  }
  await chat.getByLabel('Message to Olga').fill('One too many');
  await chat.getByLabel('Message to Olga').press('Enter');
  await expect(chat.getByText('You do not have enough credits')).toBeVisible();
  await expect(chat.getByRole('log').getByText('Not sent.')).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');

  for (const other of others) await other.close();
});
