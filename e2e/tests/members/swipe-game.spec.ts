import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { signUpMember } from '../../support/members';

test('four likes a day in the swipe game, then a clear message; a pass can be undone', async ({ page }) => {
  await signUpMember(page, { name: 'Swiper', gender: 'female', sexuality: 'bi' });
  await page.goto('/swipe-game');
  const game = remoteRoot(page, 'mf-members', 'swipe-game');
  await expect(game.getByRole('heading', { name: 'Swipe game', level: 1 })).toBeVisible();
  await expect(game.getByText('4 of 4 likes left today')).toBeVisible();
  const card = game.getByTestId('swipe-card');
  const nameOf = async () => (await card.getAttribute('aria-label')) ?? '';

  // A pass, then undo brings the same card back.
  const first = await nameOf();
  await game.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(card).not.toHaveAttribute('aria-label', first);
  await game.getByRole('button', { name: 'Undo last pass' }).click();
  await expect(card).toHaveAttribute('aria-label', first);

  // Like with the button, the arrow key, a drag to the right, and the button again.
  await game.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(game.getByText('3 of 4 likes left today')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(game.getByText('2 of 4 likes left today')).toBeVisible();
  const box = await card.boundingBox();
  if (!box) throw new Error('no card on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(game.getByText('1 of 4 likes left today')).toBeVisible();
  await game.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(game.getByText('No likes left today')).toBeVisible();

  // The limit: a clear message, the like button off; passing still works, with the arrow key too.
  await expect(game.getByText(/You have used your 4 likes for today\. New likes from/)).toBeVisible();
  await expect(game.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  const before = await nameOf();
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('aria-label', before);

  // The server holds the line even when the page is bypassed.
  const refused = await page.evaluate(async () => {
    const deck = (await (await fetch('/api/swipe.php')).json()) as { cards: { id: number }[] };
    const response = await fetch('/api/swipe.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dating-web' },
      body: JSON.stringify({ profile_id: deck.cards[0]?.id, action: 'like' }),
    });
    return { status: response.status, body: (await response.json()) as { error: string } };
  });
  expect(refused).toMatchObject({ status: 409, body: { error: 'swipe_limit_reached' } });

  // After reload the count still stands (it is the server's).
  await page.reload();
  await expect(game.getByText('No likes left today')).toBeVisible();
});
