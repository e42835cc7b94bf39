import { expect, type Locator, type Page } from '@playwright/test';

/** The root a remote renders on a route (its page may change; this wrapper is the platform's contract). */
export const remoteRoot = (page: Page, remote: string, route: string): Locator =>
  page.locator(`[data-remote-root="${remote}"][data-route="${route}"]`);

/** The shell's own page slot (home, content pages, 404). */
export const shellPage = (page: Page): Locator => page.locator('#shell-page');

/** A message id shown as text means a translation is missing (`chat.list.empty`, `shell.header.login`). */
export const UNTRANSLATED_ID =
  /\b(shell|members|chat|payments|signup|landers|shared)\.[A-Za-z0-9-]+\.[A-Za-z0-9.-]+\b/;

/** Waits until the area shows text, and checks none of it is an untranslated message id. */
export async function expectTranslatedContent(area: Locator): Promise<string> {
  await expect(area).toBeVisible();
  await expect(area).not.toHaveText(/^\s*$/);
  const text = await area.innerText();
  expect(text, 'no untranslated message ids').not.toMatch(UNTRANSLATED_ID);
  return text;
}
