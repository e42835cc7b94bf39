// Issue 17, photo messages: a premium member sends a photo; the free recipient sees it blurred and unlocks it
// with credits, once. Issue 26: until then the full photo cannot be had by its URL, and never logged out.
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
  const blurSrc = (await blurred.getAttribute('src')) ?? '';
  expect(blurSrc).toMatch(/^\/api\/message-photo\.php\?id=\d+&size=blur$/);
  await expect.poll(() => blurred.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The full photo and the sharp thumbnail, asked for by their addresses, are refused while locked; a
  // visitor who is not logged in gets nothing at all.
  const id = /id=(\d+)/.exec(blurSrc)![1];
  for (const size of ['full', 'thumb']) {
    const locked = await free.page.request.get(`/api/message-photo.php?id=${id}&size=${size}`);
    expect(locked.status()).toBe(403);
    expect((await locked.json()).error).toBe('photo_locked');
  }
  const anonymous = await browser.newContext();
  for (const size of ['blur', 'full']) {
    const response = await anonymous.request.get(
      new URL(`/api/message-photo.php?id=${id}&size=${size}`, page.url()).href,
    );
    expect(response.status()).toBe(403);
  }
  await anonymous.close();
  await freeChat.getByRole('button', { name: /^See photo for \d+ credits$/ }).click();
  const photo = freeChat.getByRole('img', { name: 'Photo in the chat (opens full size)' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toBe(`/api/message-photo.php?id=${id}&size=thumb`);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const full = await free.page.request.get(`/api/message-photo.php?id=${id}&size=full`);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  // Unlocked for good: a reload shows it without asking again.
  await free.page.reload();
  await expect(freeChat.getByRole('img', { name: 'Photo in the chat (opens full size)' })).toBeVisible();
  await expect(freeChat.getByRole('button', { name: /^See photo for/ })).toHaveCount(0);
  await free.close();
});
