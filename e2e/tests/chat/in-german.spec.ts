// Issue 17: a chat journey in German on a 375 px phone: the list or the conversation, one at a time.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

test.use({ viewport: { width: 375, height: 740 } });

test('auf dem Handy auf Deutsch chatten', async ({ browser }) => {
  const lena = await activeMemberInNewContext(browser, { name: 'Lena', gender: 'female', language: 'de' });
  const jonas = await activeMemberInNewContext(browser, { name: 'Jonas', gender: 'male', language: 'de' });
  await lena.page.setViewportSize({ width: 375, height: 740 });
  await jonas.page.setViewportSize({ width: 375, height: 740 });

  await lena.page.goto(`/members/${jonas.member.id}/chat`);
  const chat = remoteRoot(lena.page, 'mf-chat', 'members-id-chat');
  await expect(chat.getByText('Noch keine Nachrichten. Sag Jonas Hallo!')).toBeVisible();
  const box = chat.getByLabel('Nachricht an Jonas');
  await box.fill('Hallo Jonas, wie geht’s?');
  await box.press('Enter');
  await expect(chat.getByRole('log').getByText('Hallo Jonas, wie geht’s?')).toBeVisible();
  await expect(chat.getByText('Heute')).toBeVisible();
  // Nothing is wider than the phone.
  const width = await lena.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await jonas.page.goto('/chats');
  const list = remoteRoot(jonas.page, 'mf-chat', 'chats');
  await expect(list.getByRole('link', { name: /Lena/ })).toContainText('1 ungelesene Nachricht');
  await list.getByRole('link', { name: /Lena/ }).click();
  const jonasChat = remoteRoot(jonas.page, 'mf-chat', 'chats-id');
  // On a phone the conversation replaces the list; the way back is a link.
  await expect(jonasChat.getByRole('navigation', { name: 'Deine Chats' })).toHaveCount(0);
  await expect(
    jonasChat.getByRole('log', { name: 'Nachrichten mit Lena' }).getByText('Hallo Jonas, wie geht’s?'),
  ).toBeVisible();
  await expect(chat.getByText('Gelesen', { exact: true })).toBeVisible();
  await jonasChat.getByRole('link', { name: 'Zurück zu deinen Chats' }).click();
  await expect(
    remoteRoot(jonas.page, 'mf-chat', 'chats').getByRole('navigation', { name: 'Deine Chats' }),
  ).toBeVisible();

  await lena.close();
  await jonas.close();
});
