// Issue 27, item 5: on a 390 px phone the member notices (confirm the e-mail address, add a photo, push)
// leave the first screen to the page: one notice at a time, the most important, compact and dismissible.
// Screenshot baselines of the home page and the swipe game with notices due, taken as member-pages.spec.ts
// takes its own (the German demo member, seeded members only, moving parts masked; docs/conventions.md).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { patchJson } from '../../support/patch-json';
import { sitePageUrl } from '../../support/site-admin';
import { logIn } from '../shell/shell-helpers';

const SITE = 'herzenssache.test';
const MEMBER = 'demo@herzenssache.test';
const PHONE = { width: 390, height: 844 };

type Card = { main_image?: { filename?: string } | null };
const seeded = (card: Card) => Boolean(card.main_image?.filename?.startsWith('demo-'));

test.use({ viewport: PHONE, timezoneId: 'Etc/GMT' });

test.beforeEach(async ({ page, context }) => {
  await page.clock.install();
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await page.goto(sitePageUrl(SITE, '/api/settings.php'));
  await logIn(page, MEMBER, new URL(page.url()).origin);
  // Every notice due at once: the address not confirmed yet (so the profile is disabled) and no photo.
  await patchJson<Record<string, unknown> & { profile: Record<string, unknown> }>(
    page,
    '/api/user.php',
    (user) => ({
      ...user,
      status: 'not_confirmed',
      notifications_disabled: [],
      profile: { ...user.profile, status: 'disabled', main_image: null },
    }),
  );
  await patchJson<{ results: Card[]; similar_results: Card[] }>(page, '/api/members.php', (body) => ({
    ...body,
    results: body.results.filter(seeded),
    similar_results: body.similar_results.filter(seeded),
  }));
  await patchJson<{ profile: Card }[]>(page, '/api/match-finder.php', (body) =>
    body.filter((match) => seeded(match.profile)),
  );
  await patchJson<{ cards: Card[] }>(page, '/api/swipe.php', (body) => ({
    ...body,
    cards: body.cards.filter(seeded),
  }));
});

function moving(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByTestId('online-status'),
    page.locator('[role="timer"]'),
    page.getByTestId('time-bonus-banner'),
  ];
}

const notices = (page: Page) =>
  page
    .getByRole('region', { name: 'Hinweise für dich' })
    .locator(
      '[data-testid="activation-reminder"], [data-testid="profile-photo-alert"], [data-testid="push-alert"]',
    );

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(6_000);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
  });
}

/** The bottom of `locator` is on the first screen. */
async function onFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

test('home: one compact notice, the page below it on the first screen; the next after dismissing', async ({
  page,
}) => {
  await page.goto(sitePageUrl(SITE, '/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Sophie|Miriam|Jana|Anna|Lena/ }).first()).toBeVisible();
  await settle(page);
  await expect(notices(page)).toHaveCount(1);
  await expect(page.getByTestId('activation-reminder')).toBeVisible();
  // The page's own content starts on the first screen: its heading and the first member it suggests.
  await onFirstScreen(page.getByRole('heading', { level: 1 }).first());
  await onFirstScreen(page.getByRole('link', { name: /Sophie|Miriam|Jana|Anna|Lena/ }).first());
  await expect(page).toHaveScreenshot('home-phone-notices.png', { mask: moving(page) });

  // Dismissed, the confirm-e-mail reminder makes way for the next notice: still one.
  await page.getByRole('button', { name: 'Ausblenden' }).first().click();
  await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
  await expect(notices(page)).toHaveCount(1);
  await expect(page.getByTestId('profile-photo-alert')).toBeVisible();
});

test('swipe game: one compact notice, the card on the first screen', async ({ page }) => {
  await page.goto(sitePageUrl(SITE, '/swipe-game'));
  const card = page.getByTestId('swipe-card').first();
  await expect(card).toBeVisible();
  await settle(page);
  await expect(notices(page)).toHaveCount(1);
  // The card's name and its buttons are reachable without scrolling.
  await onFirstScreen(page.getByRole('heading', { level: 1 }).first());
  const cardBox = await card.boundingBox();
  expect(cardBox!.y).toBeLessThan(PHONE.height / 2);
  await expect(page).toHaveScreenshot('swipe-game-phone-notices.png', { mask: moving(page) });
});
