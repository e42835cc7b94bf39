// The largest paint of a lander, a profile and the search is a photo. The page preloads it, so on a phone it
// downloads while the remote's script is still on its way, and the page's <img> then uses that very
// download: one request for the photo, made by the page's preload, at the width the page shows it at.
import { expect, test, type Locator } from '@playwright/test';
import { LANDERS } from '../../support/landers';

/** Every download of the photo `image` shows (at any width), and by whom it was asked for. */
async function downloadsOf(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const file = (url: string) => {
      const parsed = new URL(url);
      return parsed.searchParams.get('f') ?? parsed.pathname;
    };
    return {
      source: element.currentSrc,
      fetches: performance
        .getEntriesByType('resource')
        .filter((entry) => file(entry.name) === file(element.currentSrc))
        .map((entry) => ({ url: entry.name, by: (entry as PerformanceResourceTiming).initiatorType })),
    };
  });
}

test.use({ viewport: { width: 375, height: 812 } });

/** The landers whose largest paint is text (the icons and map designs) preload no photo. */
const WITH_LEAD_PHOTO = LANDERS.filter((lander) => lander !== 'iconslanding' && lander !== 'maplanding');

test("each lander's lead photo is fetched once, by the page's preload", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  for (const lander of WITH_LEAD_PHOTO) {
    await page.goto(`/landers/${lander}`);
    const lead = page.locator(`[data-lander="${lander}"] img[fetchpriority="high"]`).first();
    const { source, fetches } = await downloadsOf(lead);
    expect(fetches, lander).toContainEqual({ url: source, by: 'link' });
    expect(
      fetches.filter((fetch) => fetch.url === source),
      `${lander}: the <img> used the preloaded download`,
    ).toHaveLength(1);
  }
});

test("a profile's first photo is fetched once, by the page's preload", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  const answer = await request.get('/api/lander-members.php?limit=1');
  const { members } = (await answer.json()) as { members: { id: number }[] };
  await page.goto(`/members/${members[0]!.id}`);
  const photo = page.locator('[data-remote-root="mf-members"] img[fetchpriority="high"]').first();
  const { source, fetches } = await downloadsOf(photo);
  expect(fetches).toContainEqual({ url: source, by: 'link' });
  expect(fetches.filter((fetch) => fetch.url === source)).toHaveLength(1);
});

test("the search's first tile photo is fetched once, by the page's preload", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await page.goto('/members');
  const first = page.locator('[data-remote-root="mf-members"] img[fetchpriority="high"]').first();
  const { source, fetches } = await downloadsOf(first);
  expect(fetches).toContainEqual({ url: source, by: 'link' });
  expect(fetches.filter((fetch) => fetch.url === source)).toHaveLength(1);
});
