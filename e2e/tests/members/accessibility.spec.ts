import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/pages';
import { signUpMember } from '../../support/members';

const PAGES = [
  ['/members', 'members'],
  ['/swipe-game', 'swipe-game'],
  ['/profile', 'profile'],
  ['/match-finder', 'match-finder'],
  ['/notifications', 'notifications'],
] as const;

test.use({ viewport: { width: 375, height: 812 } });

test('the members pages pass axe on a phone', async ({ page }) => {
  // Six pages with a full axe run each: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const me = await signUpMember(page, { name: 'Axe', gender: 'female', sexuality: 'bi' });
  const other = await page.evaluate(async () => {
    const found = (await (await fetch('/api/members.php')).json()) as { results: { id: number }[] };
    return found.results[0]?.id;
  });
  const pages: (readonly [string, string])[] = [...PAGES, [`/members/${other ?? me.id}`, 'members-id']];
  for (const [path, route] of pages) {
    await page.goto(path);
    const area = remoteRoot(page, 'mf-members', route);
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(area.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .include(`[data-remote-root="mf-members"][data-route="${route}"]`)
      .analyze();
    expect(
      results.violations.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
