// On a 375 px phone a member's navigation stays usable: the welcome-bonus banner keeps to one line, and a
// toast never covers the bottom navigation bar or the header.
import { expect, type Locator, test } from '@playwright/test';
import { FREE_MEMBER, logIn, publish } from './shell-helpers';

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const locale of ['en', 'de', 'pl']) {
  test(`the welcome-bonus banner is one line on a phone in ${locale}`, async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await context.addCookies([{ name: 'lang', value: locale, url: 'http://127.0.0.1' }]);
    await logIn(page, FREE_MEMBER);
    await page.goto('/members');
    const banner = page.getByTestId('time-bonus-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('time-bonus-countdown')).toHaveText(/\d\d:\d\d:\d\d/);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(44);
  });
}

for (const width of [375, 700, 1280]) {
  test(`a toast leaves the navigation free at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await logIn(page, FREE_MEMBER);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await publish(page, 'toast.show', {
      message: { text: 'Your like was sent to a member with a rather long name' },
      durationMs: 60_000,
    });
    const toast = page.getByText('Your like was sent to a member with a rather long name');
    await expect(toast).toBeVisible();
    // The header bar, and the member items, which below 768 px are a bar fixed to the bottom of the screen.
    const navigation = [page.locator('#shell-header'), page.locator('#shell-header .nav-items--member')];
    for (const part of navigation) {
      if (await part.isVisible())
        expect(await overlaps(toast, part), 'toast over the navigation').toBe(false);
    }
  });
}

test('a profile’s Like and Chat stay in reach above the bottom navigation on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, FREE_MEMBER);
  await page.goto('/members');
  await page.getByRole('article').first().getByRole('link').first().click();
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(actions).toBeVisible();
  const box = (await actions.boundingBox())!;
  expect(box.y + box.height, 'the actions end on the first screen').toBeLessThanOrEqual(740);
  expect(await overlaps(actions, page.locator('#shell-header .nav-items--member'))).toBe(false);
  await expect(actions.getByRole('button', { name: /^Like/ })).toBeInViewport();
});

test('on a phone the search filters fold behind a Filters button that says what is active', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, FREE_MEMBER);
  await page.goto('/members');
  // A native <details> (its <summary> has no ARIA role of its own for getByRole).
  const toggle = page.locator('summary', { hasText: 'Filters' });
  await expect(toggle.locator('xpath=..')).not.toHaveAttribute('open');
  await expect(page.getByRole('search')).toBeHidden();
  await expect(page.getByTestId('filters-summary')).not.toBeEmpty();
  // The first result is on the first screen, no longer under five selects.
  await expect(page.getByRole('article').first()).toBeInViewport();
  await toggle.click();
  await expect(page.getByRole('search')).toBeVisible();
  await page.getByRole('search').getByLabel('Age from').selectOption('30');
  await expect(toggle).toContainText('Hide filters', { useInnerText: true });
  await toggle.click();
  await expect(page.getByRole('search')).toBeHidden();
  await expect(page.getByTestId('filters-summary')).toContainText('30–');
});
