// Spec section 2, the like / match modal: opened from the bus or by `?t=`, its three events with the profile
// id, the automatic like profile and the likes reload 500 ms later.
import { expect, test } from '@playwright/test';
import { FREE_MEMBER, likeModalEvents, logIn, publish, recordLikeModalEvents } from './shell-helpers';

const chloe = { id: 2, name: 'Chloe', fictional: false, main_image: { match: '/uploads/demo-1-2.jpg' } };

test.beforeEach(async ({ page }) => {
  await recordLikeModalEvents(page);
  await logIn(page, FREE_MEMBER);
});

test('a like from the bus opens the full-screen modal; the overlay closes it', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await publish(page, 'like.received', { profile: chloe });
  const modal = page.getByRole('dialog', { name: 'New like!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Chloe likes you.');
  await expect(modal.locator('img')).toHaveAttribute('src', chloe.main_image.match);
  const overlay = page.getByTestId('like-modal-overlay');
  const box = await overlay.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  await overlay.click({ position: { x: 5, y: 5 } });
  await expect(modal).toHaveCount(0);
  expect(await likeModalEvents(page)).toEqual([{ action: 'close', profileId: null, kind: 'like' }]);
});

test('the image emits imagePressed with the profile id and opens the profile', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await publish(page, 'like.received', { profile: chloe });
  await page.getByRole('button', { name: 'Open the profile of Chloe' }).click();
  await expect(page).toHaveURL(/\/members\/2$/);
  expect(await likeModalEvents(page)).toEqual([{ action: 'imagePressed', profileId: 2, kind: 'like' }]);
});

test('a match shows both members; send a message emits buttonPressed and opens the conversation', async ({
  page,
}) => {
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await publish(page, 'match.made', { profile: chloe });
  const modal = page.getByRole('dialog', { name: 'It’s a match!' });
  await expect(modal).toContainText('You and Chloe like each other.');
  // The member's own face beside Chloe's.
  await expect(modal.getByTestId('like-modal-own')).toBeVisible();
  await expect(modal.getByTestId('like-modal-image').locator('img')).toHaveAttribute(
    'src',
    chloe.main_image.match,
  );
  await expect(modal.getByRole('button', { name: 'Send a message' })).toBeFocused();
  await modal.getByRole('button', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(/\/members\/2\/chat$/);
  expect(await likeModalEvents(page)).toEqual([{ action: 'buttonPressed', profileId: 2, kind: 'match' }]);
});

test('without a profile it loads an automatic like, then reloads likes after 500 ms', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const autoLike = page.waitForResponse((response) => response.url().endsWith('/api/auto-like.php'));
  const likesReload = page.waitForRequest((request) => request.url().endsWith('/api/likes.php'));
  await publish(page, 'like.received', { profile: null });
  const profile = (await (await autoLike).json()) as { id: number; name: string };
  const shownAt = Date.now();
  const modal = page.getByRole('dialog', { name: 'New like!' });
  await expect(modal).toContainText(`${profile.name} likes you.`);
  await likesReload;
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('?t=3 shows the like modal after 3 seconds and then drops t from the address', async ({ page }) => {
  // The clock stands still and moves only as the test moves it, so a slow machine cannot run the 3 s out
  // before the test looks ('not yet'). The page starts on small steps until the member's navigation shows,
  // which is when the shell knows the session and sets its timer.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/members?t=3&foo=bar');
  const memberNavigation = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Messages/ });
  for (let step = 0; step < 400 && !(await memberNavigation.isVisible()); step++) {
    await page.clock.runFor(50);
  }
  await expect(memberNavigation).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'New like!' });
  await page.clock.runFor(1_500);
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/t=3/);
  // Past the 3 s the clock runs again on its own: the automatic like is fetched and the modal drawn (its
  // animation frames are the clock's too) in real time.
  await page.clock.runFor(2_000);
  await page.clock.resume();
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/members\?foo=bar$/);
});
