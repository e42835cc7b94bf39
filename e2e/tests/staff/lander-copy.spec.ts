// Lander copy per site and locale (issue #32 item 5): marketing writes a lander's German headline in the
// console, and a German visitor of that lander reads it in the page the server sends (before any script)
// and after mf-landers has drawn the page, without the built-in headline in between.
import { expect, test, type Page } from '@playwright/test';
import { logInAsStaff } from '../../support/staff';

const SITE = 'herzenssache.test';
const HEADLINE = `Frühlingsgefühle in deiner Stadt ${Date.now() % 100_000}`;
const BUILT_IN = 'Finde den Menschen, mit dem du dein Leben teilst';

/** The German demo site on this machine: `<domain>.localhost` (tests/platform/local-site-names.spec.ts). */
function germanLander(baseURL: string | undefined): string {
  const url = new URL('/landers/gallery/spring', baseURL);
  url.hostname = `${SITE}.localhost`;
  return url.href;
}

let office: Page | null = null;

test.afterEach(async () => {
  // Whatever the test left, the lander gets its built-in headline back.
  await office?.request.delete(`/api/staff/lander-copy/${SITE}/gallery/de/headline`, {
    headers: { 'x-requested-with': 'dating-web' },
  });
  await office?.context().close();
  office = null;
});

test("marketing changes the gallery lander's German headline; a German visitor sees it, with and without scripts", async ({
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext();
  office = await staffContext.newPage();
  await logInAsStaff(office, 'marketing', `/staff/lander-copy?site=${SITE}`);
  await expect(office).toHaveURL(/\/staff\/lander-copy\?site=herzenssache\.test$/);
  await office.getByRole('combobox', { name: 'Lander' }).selectOption('gallery');
  await office.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  const headline = office.getByRole('textbox', { name: 'Headline', exact: true });
  await expect(headline).toHaveAttribute('placeholder', BUILT_IN);
  await headline.fill(HEADLINE);
  await office.getByRole('button', { name: 'Save texts' }).click();
  await expect(office.getByRole('form').getByRole('status')).toContainText('Saved.');

  // Before any script: the page and the title the server wrote.
  const plain = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto(germanLander(baseURL));
  await expect(before.locator('[data-lander="gallery"]').getByRole('heading', { level: 1 })).toHaveText(
    HEADLINE,
  );
  await expect(before).toHaveTitle(`${HEADLINE} · Herzenssache`);
  await plain.close();

  // With scripts: mf-landers hydrates the same headline; it never shows the built-in one.
  const visitor = await browser.newContext({ locale: 'de-DE' });
  const page = await visitor.newPage();
  const seen: string[] = [];
  // Every text the page's h1 shows while it loads: never the built-in one.
  await page.exposeFunction('reportHeadline', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = () =>
      document.querySelectorAll('h1').forEach((h1) => {
        (window as unknown as { reportHeadline: (text: string) => void }).reportHeadline(
          h1.textContent ?? '',
        );
      });
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(germanLander(baseURL));
  const lander = page.locator('[data-lander="gallery"]');
  await expect(lander.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await expect(page.locator('#lander-first-screen')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${HEADLINE}`));
  expect(seen).toContain(HEADLINE);
  expect(seen.filter((text) => text.includes(BUILT_IN))).toEqual([]);

  // Removed in the console: the next page load has the built-in headline again.
  await office.getByRole('button', { name: 'Back to the built-in text: Headline' }).click();
  await expect(office.getByRole('form').getByRole('status')).toContainText('The built-in text is back.');
  await page.reload();
  await expect(lander.getByRole('heading', { level: 1 })).toHaveText(BUILT_IN);
  await visitor.close();
});
