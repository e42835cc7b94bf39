// Issue 27, item 6: a chosen photo is previewed with its price on the send button, and can be cancelled;
// nothing is sent or charged before the member sends it.
import { expect, test } from '@playwright/test';
import { browserFetchJson } from '../../support/browser-fetch';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { drawnPhoto } from '../../support/members';
import { remoteRoot } from '../../support/pages';
import { logIn, PAID_MEMBER } from '../shell/shell-helpers';

test('a photo message is previewed first, can be cancelled, and is sent at the price its button shows', async ({
  page,
  browser,
}) => {
  const other = await activeMemberInNewContext(browser, { name: 'Pia', gender: 'female' });
  await logIn(page, PAID_MEMBER);
  const credits = async () => (await browserFetchJson<{ credits: number }>(page, '/api/user.php')).credits;
  const before = await credits();
  await page.goto(`/members/${other.member.id}/chat`);
  const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
  const choose = async (name: string) => {
    const chooser = page.waitForEvent('filechooser');
    await chat.getByRole('button', { name: 'Send a photo' }).click();
    await (await chooser).setFiles(await drawnPhoto(page, name, 200));
  };

  await choose('first.jpg');
  const preview = chat.getByRole('region', { name: 'Photo for Pia' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('img')).toBeVisible();
  const send = preview.getByRole('button', { name: /^Send photo · (\d+) credits?$/ });
  await expect(send).toBeVisible();
  const price = Number(/(\d+)/.exec((await send.textContent()) ?? '')?.[1]);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  await expect(chat.getByRole('img', { name: 'Photo in the chat (opens full size)' })).toHaveCount(0);
  expect(await credits()).toBe(before);

  await choose('second.jpg');
  await preview.getByRole('button', { name: /^Send photo/ }).click();
  await expect(chat.getByRole('img', { name: 'Photo in the chat (opens full size)' })).toHaveCount(1);
  await expect.poll(credits).toBe(before - price);
  await other.close();
});
