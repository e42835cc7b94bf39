// Issue 17: a gift sent from the conversation's composer shows as a message (picture and name) to both.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';
import { logIn, PAID_MEMBER } from '../shell/shell-helpers';

test('a gift from the conversation shows to both members as a message', async ({ page, browser }) => {
  const hanna = await activeMemberInNewContext(browser, { name: 'Hanna', gender: 'female' });
  await logIn(page, PAID_MEMBER);
  await page.goto(`/members/${hanna.member.id}/chat`);
  const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
  await chat.getByRole('button', { name: 'Send a gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Hanna a gift' });
  await dialog.getByRole('radio', { name: /Red rose/ }).check();
  await dialog.getByRole('button', { name: /^Send for \d+ credits$/ }).click();
  await expect(dialog).toBeHidden();
  const log = chat.getByRole('log', { name: 'Messages with Hanna' });
  await expect(log.getByText('You sent Red rose')).toBeVisible();
  await expect(log.locator('figure img')).toHaveAttribute('src', /gift-pictures\/rose\.svg$/);

  await hanna.page.goto('/chats');
  const list = remoteRoot(hanna.page, 'mf-chat', 'chats');
  await list.getByRole('link', { name: /Sent a gift/ }).click();
  const hannaLog = remoteRoot(hanna.page, 'mf-chat', 'chats-id').getByRole('log');
  await expect(hannaLog.getByText('A gift for you: Red rose')).toBeVisible();
  await hanna.close();
});
