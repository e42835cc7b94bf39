// Changing a real answer of the server on its way to the page, for a state the test data does not have.
// The page the server sends already carries the answers to its start-up calls (user, settings, company
// facts, a lander's members: api/src/frontend/first-answers.ts). A changed path is taken out of them before
// the page's scripts run, so the page asks the network for it, where the change applies. A page the server
// rendered (docs/public-pages.md) drew with the unchanged answers: it is taken out as well, and the browser
// draws the page, as it does where a remote has no server build.
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

/**
 * Takes the answers of `path` out of every page's first answers once the page is parsed, before its deferred
 * scripts run (readyState "interactive"). The element id is FIRST_ANSWERS_ELEMENT_ID of the contract.
 */
async function askTheNetworkFor(page: Page, path: string): Promise<void> {
  await page.addInitScript((changed: string) => {
    document.addEventListener('readystatechange', () => {
      const element = document.getElementById('api-first-answers');
      if (document.readyState !== 'interactive' || !element?.textContent) return;
      const answers = JSON.parse(element.textContent) as Record<string, unknown>;
      for (const url of Object.keys(answers))
        if (new URL(url, location.origin).pathname === changed) delete answers[url];
      element.textContent = JSON.stringify(answers);
      for (const host of document.querySelectorAll('[data-server-rendered]'))
        host.closest('[data-mf-area]')?.remove();
    });
  }, path);
}

/** Changes fields of every JSON answer of `path` (such as `/api/user.php`, GET only). */
export async function patchJson<T = Json>(page: Page, path: string, patch: (body: T) => T): Promise<void> {
  await askTheNetworkFor(page, path);
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

/** Answers every GET of `path` with `status` and `json` (an API failure, say). */
export async function answerWith(page: Page, path: string, status: number, json: unknown): Promise<void> {
  await askTheNetworkFor(page, path);
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === 'GET' ? route.fulfill({ status, json }) : route.fallback()),
  );
}
