import type { Page } from '@playwright/test';

/** GETs a URL from inside the page (the site's domain only resolves in the browser) and returns its text. */
export function browserFetchText(page: Page, url: string): Promise<string> {
  return page.evaluate(async (target) => (await fetch(target, { cache: 'no-store' })).text(), url);
}

export async function browserFetchJson<T>(page: Page, url: string): Promise<T> {
  return JSON.parse(await browserFetchText(page, url)) as T;
}
