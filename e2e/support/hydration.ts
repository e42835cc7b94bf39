import type { Page } from '@playwright/test';
import { layoutShift, recordLayoutShift } from './layout-shift';

/**
 * Watches a page the server drew while the browser hydrates it: console errors, layout shift, and whether
 * the server's elements matching `selector` (taken before any script ran) are still the ones on screen, so
 * a page drawn a second time instead of hydrated fails. Call before `page.goto`.
 */
export async function watchHydration(page: Page, selector: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('shell:site-entry-warning:accepted', '1'));
  await recordLayoutShift(page);
  await page.addInitScript(
    (serverSelector) =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverElements?: Element[] }).serverElements = [
          ...document.querySelectorAll(serverSelector),
        ];
      }),
    selector,
  );
  return {
    errors,
    layoutShift: () => layoutShift(page),
    /** How many elements the server drew, and how many of those very elements are still in the document. */
    kept: () =>
      page.evaluate(() => {
        const server = (window as { serverElements?: Element[] }).serverElements ?? [];
        return { all: server.length, kept: server.filter((element) => document.contains(element)).length };
      }),
  };
}
