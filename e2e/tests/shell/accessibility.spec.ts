// Whole pages, the shell's header, warnings, footer and toasts included, pass axe: the remotes' own
// accessibility journeys check only their area, and a landmark is only unique, or all content inside one,
// when the page is looked at as one document.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FREE_MEMBER, logIn } from './shell-helpers';

const VISITOR_PAGES = [
  '/',
  '/members',
  '/login',
  '/signup',
  '/pages/faq',
  '/complaints',
  '/lang-config',
  '/no/such/page',
];
// Each remote's pages in the default layout, and the ones whose titles the shell's own regions could repeat.
const MEMBER_PAGES = ['/members', '/notifications', '/settings', '/chats', '/credits'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The signup form opens as a dialog over the page; every other page has its h1.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  // The window is named after the page (WCAG 2.4.2), whichever package renders it.
  const h1 = page.getByRole('heading', { level: 1 });
  if (await h1.isVisible()) {
    await expect(page).toHaveTitle(
      new RegExp(`^(\\(\\d+\\) )?${escapeRegExp((await h1.innerText()).trim())} · Flirt Local$`),
    );
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor’s pages pass axe on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const found: string[] = [];
  for (const path of VISITOR_PAGES) found.push(...(await violationsOf(page, path)));
  expect(found).toEqual([]);
});

test('a member’s pages pass axe with the header, the welcome bonus banner and the toasts region', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, FREE_MEMBER);
  await page.goto('/members');
  // The banner sits outside the main landmark: it is a landmark of its own.
  await expect(page.getByRole('complementary', { name: 'Welcome bonus' })).toContainText(
    'Welcome bonus: 25%',
  );
  const found: string[] = [];
  for (const path of MEMBER_PAGES) found.push(...(await violationsOf(page, path)));
  expect(found).toEqual([]);
});
