// A conversation has the bare chat layout (spec 2): no site header or navigation around it. So it fills the
// screen, with the composer at the bottom where a thumb finds it, and its back link is the way to the rest
// of the site, on a phone and on a desktop.
import { expect, test } from '@playwright/test';
import { activeMemberInNewContext } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`a conversation fills a ${viewport.width} px screen and leads back to the site`, async ({
    browser,
  }) => {
    const mia = await activeMemberInNewContext(browser, { name: 'Mia', gender: 'female' });
    const tom = await activeMemberInNewContext(browser, { name: 'Tom', gender: 'male' });
    await mia.page.setViewportSize(viewport);
    await mia.page.goto(`/members/${tom.member.id}/chat`);
    const chat = remoteRoot(mia.page, 'mf-chat', 'members-id-chat');
    const composer = chat.getByLabel('Message to Tom');
    await expect(composer).toBeVisible();
    await expect(mia.page.getByTestId('site-name')).toHaveCount(0);
    // No empty band under the conversation: the composer's row ends near the bottom of the screen.
    const box = await composer.boundingBox();
    expect(viewport.height - (box!.y + box!.height)).toBeLessThan(100);

    await chat.getByRole('link', { name: 'Back to your chats' }).click();
    await expect(mia.page).toHaveURL(/\/chats$/);
    // The site's header and navigation are there again.
    await expect(mia.page.getByTestId('site-name')).toBeVisible();
    await expect(
      mia.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }),
    ).toBeVisible();
    // The list's heading keeps the page's margin on a phone too.
    const heading = remoteRoot(mia.page, 'mf-chat', 'chats').getByRole('heading', { level: 1 });
    expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual(12);
    await mia.close();
    await tom.close();
  });
}
