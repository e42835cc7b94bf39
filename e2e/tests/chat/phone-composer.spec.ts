// Issue 27, item 17: on a phone with the keyboard open (320-390 px wide, about 480 px high) the conversation
// stays usable: the composer is one line of text and one row of buttons, and the fictional notice and the
// icebreakers never push Send off the screen.
import { expect, test, type Page } from '@playwright/test';
import { activeMember } from '../../support/likes-gifts';
import { remoteRoot } from '../../support/pages';

async function fictionalMember(page: Page): Promise<{ id: number; name: string }> {
  const found = await page.evaluate(
    async () =>
      (await (await fetch('/api/members.php')).json()) as {
        results: { id: number; name: string; fictional: boolean }[];
      },
  );
  const member = found.results.find((result) => result.fictional);
  expect(member, 'the demo data has fictional profiles').toBeDefined();
  return member!;
}

for (const width of [320, 390]) {
  test(`a first message to a fictional profile at ${width} x 480 px keeps Send on the screen`, async ({
    page,
  }) => {
    await activeMember(page, { name: 'Yann', gender: 'male' });
    const other = await fictionalMember(page);
    await page.setViewportSize({ width, height: 480 });
    await page.goto(`/members/${other.id}/chat`);
    const chat = remoteRoot(page, 'mf-chat', 'members-id-chat');
    // Both are there: the first message gets opening lines, a fictional profile its notice.
    await expect(chat.getByRole('heading', { name: 'Not sure how to start?' })).toBeVisible();
    const notice = chat.getByText('Some profiles on this site are fictional', { exact: false });
    await expect(notice).toBeVisible();

    const send = chat.getByRole('button', { name: 'Send', exact: true });
    const box = (await send.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(480);
    // Gift, photo (for premium) and Send on one row: nothing wraps.
    const gift = (await chat.getByRole('button', { name: 'Send a gift' }).boundingBox())!;
    expect(Math.abs(gift.y - box.y)).toBeLessThan(box.height);
    // One line of text.
    expect((await chat.getByLabel(`Message to ${other.name}`).boundingBox())!.height).toBeLessThanOrEqual(48);
    // The notice can be put away, and the messages get its room.
    await chat.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
}
