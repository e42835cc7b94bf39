// Screenshots of the main member pages at a phone (375 px) and a desktop (1280 px) width, compared with the
// committed baselines in e2e/screenshots/: a layout regression fails here. How to update them after an
// intended change: docs/conventions.md, "Screenshot baselines".
//
// What the pictures see must be the same on every run: the German demo site's free member
// (demo@herzenssache.test), whom no other spec changes; the seed draws the same members and portraits every
// time; members other specs sign up on the shared server are left out of the lists; and what moves by itself
// (times, online dots, the time bonus countdown) is masked. The browser's time zone puts now at midday, so
// the seed's recent messages fall on today whatever the hour of the run (a run just after midnight would
// otherwise split a conversation under "Gestern" and "Heute").
import { expect, test, type Locator, type Page } from '@playwright/test';
import { patchJson } from '../../support/patch-json';
import { sitePageUrl } from '../../support/site-admin';
import { logIn } from '../shell/shell-helpers';

const SITE = 'herzenssache.test';
const MEMBER = 'demo@herzenssache.test';
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * The fixed-offset zone in which it is now about noon. `Etc/GMT` names count the other way round: Etc/GMT-2
 * is two hours ahead of UTC.
 */
function middayTimeZone(now = new Date()): string {
  const aheadOfUtc = 12 - now.getUTCHours(); // -11 ... +12
  if (aheadOfUtc === 0) return 'Etc/GMT';
  return `Etc/GMT${aheadOfUtc > 0 ? '-' : '+'}${Math.abs(aheadOfUtc)}`;
}

test.use({ timezoneId: middayTimeZone() });

type Card = { main_image?: { filename?: string } | null };
/** A member the seed made: their photo is `demo-…` (accounts other specs sign up have none such). */
const seeded = (card: Card) => Boolean(card.main_image?.filename?.startsWith('demo-'));

test.beforeEach(async ({ page, context }) => {
  // The browser's clock runs from now, but the shell's first poll (unread count, likes; 5 s after start) is
  // fired on purpose before each picture instead of whenever the page happens to be slow.
  await page.clock.install();
  await context.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await page.goto(sitePageUrl(SITE, '/api/settings.php'));
  await logIn(page, MEMBER, new URL(page.url()).origin);
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

/** What changes between runs by itself: times and dates, online dots, the time bonus countdown and end. */
function moving(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByTestId('online-status'),
    page.locator('[role="timer"]'),
    // The time bonus ends a fixed time after signing up, which the seed put at its own start.
    page.getByText(/Gültig bis/),
  ];
}

/** Opens `path`, waits until it has settled (fonts, images, no requests), and compares both widths. */
async function compare(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(sitePageUrl(SITE, path));
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(6_000);
    // The shell has what its header shows (the unread count comes with the user, the likes with theirs).
    await page.waitForFunction(() => {
      const bus = (globalThis as Record<symbol, { getState(type: string): unknown } | undefined>)[
        Symbol.for('@dating/shared/bus')
      ];
      return Boolean(bus?.getState('chat.unread-changed') && bus.getState('likes.changed'));
    });
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
    await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, { mask: moving(page) });
  }
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test('home', async ({ page }) => {
  await compare(page, '/', 'home', async (p) => {
    await heading(p);
    // The seeded suggestions have loaded.
    await expect(p.getByRole('link', { name: /Sophie|Miriam|Jana|Anna|Lena/ }).first()).toBeVisible();
  });
});

test('search', async ({ page }) => {
  await compare(page, '/members', 'search', heading);
});

test('chats', async ({ page }) => {
  await compare(page, '/chats', 'chats', heading);
});

test('credits', async ({ page }) => {
  await compare(page, '/credits', 'credits', heading);
});

test('swipe game', async ({ page }) => {
  await compare(page, '/swipe-game', 'swipe-game', async (p) => {
    await expect(p.getByTestId('swipe-card').first()).toBeVisible();
  });
});

// Last: opening a profile records a visit, opening a conversation reads it.
test('member profile', async ({ page }) => {
  const deck = await page.evaluate(async () => (await fetch('/api/members.php')).json());
  const member = (deck as { results: (Card & { id: number })[] }).results.find(seeded)!;
  await compare(page, `/members/${member.id}`, 'profile', heading);
});

test('conversation', async ({ page }) => {
  const chats = await page.evaluate(async () => (await fetch('/api/chats.php')).json());
  const [chat] = chats as { conversation: { id: number } }[];
  await compare(page, `/chats/${chat!.conversation.id}`, 'conversation', async (p) => {
    await expect(p.getByRole('textbox').first()).toBeVisible();
  });
});
