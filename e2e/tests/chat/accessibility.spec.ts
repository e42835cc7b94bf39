// Issue 17: the chat pages pass axe at 1280 px (list beside the conversation) and on 375 and 320 px phones.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

async function axe(page: Page, route: string) {
  const results = await new AxeBuilder({ page })
    .include(`[data-remote-root="mf-chat"][data-route="${route}"]`)
    .analyze();
  return results.violations.map(
    (v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the chat list and a conversation pass axe on a desktop and a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const ida = await activeMemberInNewContext(browser, { name: 'Ida', gender: 'female' });
  const kai = await activeMemberInNewContext(browser, { name: 'Kai', gender: 'male' });
  await ida.page.goto(`/members/${kai.member.id}/chat`);
  const chat = remoteRoot(ida.page, 'mf-chat', 'members-id-chat');
  await chat.getByLabel('Message to Kai').fill('Hello Kai');
  await chat.getByLabel('Message to Kai').press('Enter');
  await expect(chat.getByRole('log').getByText('Hello Kai')).toBeVisible();

  for (const width of [1280, 375, 320]) {
    await kai.page.setViewportSize({ width, height: 800 });
    await kai.page.goto('/chats');
    const list = remoteRoot(kai.page, 'mf-chat', 'chats');
    await expect(list.getByRole('link', { name: /Ida/ })).toBeVisible();
    expect(await axe(kai.page, 'chats')).toEqual([]);
    await list.getByRole('link', { name: /Ida/ }).click();
    const conversation = remoteRoot(kai.page, 'mf-chat', 'chats-id');
    await expect(conversation.getByRole('log').getByText('Hello Kai')).toBeVisible();
    // The composer is reachable by keyboard and named.
    await conversation.getByLabel('Message to Ida').focus();
    await expect(conversation.getByLabel('Message to Ida')).toBeFocused();
    expect(await axe(kai.page, 'chats-id')).toEqual([]);
    // Nothing wider than the screen, down to a 320 px phone.
    expect(await kai.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await ida.close();
  await kai.close();
});
