// Changing a real answer of the server on its way to the page, for a state the test data does not have.
import type { Page, Route } from '@playwright/test';

type Json = Record<string, unknown>;

/**
 * A test that ends while an answer is on its way (a poll the fake clock set off) closes the page under the
 * route handler: nobody waits for that answer any more, so it is not a failure.
 */
const endedWithTheTest = (error: unknown) =>
  error instanceof Error && /has been disposed|has been closed/.test(error.message);

/**
 * The answer is fetched from Node, which resolves no *.test names (only Chromium maps them): another demo
 * site's call goes to the server's own address, `_force_domain` naming the site.
 */
function nodeReachable(address: string): { url: string } | undefined {
  const url = new URL(address);
  if (!url.hostname.endsWith('.test')) return undefined;
  url.searchParams.set('_force_domain', url.hostname);
  url.hostname = '127.0.0.1';
  return { url: url.toString() };
}

/** Changes fields of every JSON answer of `url` (a path such as `/api/user.php`, GET only). */
export async function patchJson<T = Json>(page: Page, path: string, patch: (body: T) => T): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      try {
        const response = await route.fetch(nodeReachable(route.request().url()));
        if (!response.ok()) return await route.fulfill({ response });
        return await route.fulfill({ response, json: patch((await response.json()) as T) });
      } catch (error) {
        if (!endedWithTheTest(error)) throw error;
      }
    },
  );
}
