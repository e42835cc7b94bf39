// Changing a real answer of the server on its way to the page, for a state the test data does not have.
// The page the server sends already carries the answers to the shell's start-up calls (user, settings,
// company facts: api/src/frontend/first-answers.ts), so a patch applies to those inside the page as well.
import type { Page, Route } from '@playwright/test';

type Json = Record<string, unknown>;

/** The page's `<script id="api-first-answers">` (FIRST_ANSWERS_ELEMENT_ID in the contract). */
const FIRST_ANSWERS = /(<script id="api-first-answers" type="application\/json">)(.*?)(<\/script>)/;

/** What the server answers instead, by path: a patch of its JSON, or a whole answer of its own. */
type Change = { patch: (body: unknown) => unknown } | { replace: { status: number; json: unknown } };

const changesByPage = new WeakMap<Page, Map<string, Change>>();

/**
 * A test that ends while an answer is on its way (a poll the fake clock set off) closes the page under the
 * route handler: nobody waits for that answer any more, so it is not a failure.
 */
const endedWithTheTest = (error: unknown) =>
  error instanceof Error && /has been disposed|has been closed/.test(error.message);

/**
 * The answer is fetched from Node, which resolves no *.test names (only Chromium maps them): another demo
 * site's call goes to the server's own address, `_force_domain` (an API call) or the Host header (a page)
 * naming the site.
 */
function nodeReachable(address: string, headers: Record<string, string>) {
  const url = new URL(address);
  if (!url.hostname.endsWith('.test')) return undefined;
  const host = url.host;
  url.searchParams.set('_force_domain', url.hostname);
  url.hostname = '127.0.0.1';
  return { url: url.toString(), headers: { ...headers, host } };
}

/** The page's first answers with every change applied to the answers of its path. */
function changedFirstAnswers(html: string, changes: Map<string, Change>): string {
  return html.replace(FIRST_ANSWERS, (_all, open: string, json: string, close: string) => {
    const answers = JSON.parse(json) as Record<string, { status: number; body: unknown }>;
    for (const [url, answer] of Object.entries(answers)) {
      const change = changes.get(new URL(url, 'http://page').pathname);
      if (!change) continue;
      if ('replace' in change) answers[url] = { status: change.replace.status, body: change.replace.json };
      else if (answer.status < 300) answer.body = change.patch(answer.body);
    }
    return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
  });
}

async function changePage(route: Route, changes: Map<string, Change>) {
  const request = route.request();
  try {
    const response = await route.fetch(nodeReachable(request.url(), await request.allHeaders()));
    const html = await response.text();
    return await route.fulfill({ response, body: changedFirstAnswers(html, changes) });
  } catch (error) {
    if (!endedWithTheTest(error)) throw error;
  }
}

async function changeCall(route: Route, change: Change) {
  if (route.request().method() !== 'GET') return route.fallback();
  if ('replace' in change) return route.fulfill(change.replace);
  try {
    const request = route.request();
    const response = await route.fetch(nodeReachable(request.url(), await request.allHeaders()));
    if (!response.ok()) return await route.fulfill({ response });
    return await route.fulfill({ response, json: change.patch(await response.json()) });
  } catch (error) {
    if (!endedWithTheTest(error)) throw error;
  }
}

/** A page of the site, not an API call, a build file or an upload. */
const isPagePath = (url: URL) =>
  !/^\/(api|mf|uploads|ws)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);

async function addChange(page: Page, path: string, change: Change): Promise<void> {
  let changes = changesByPage.get(page);
  if (!changes) {
    changes = new Map();
    changesByPage.set(page, changes);
    const pageChanges = changes;
    // One handler for the pages of this tab, applying every change asked for so far.
    await page.route(isPagePath, (route) =>
      route.request().resourceType() === 'document' && route.request().method() === 'GET'
        ? changePage(route, pageChanges)
        : route.fallback(),
    );
  }
  changes.set(path, change);
  await page.route(
    (url) => url.pathname === path,
    (route) => changeCall(route, change),
  );
}

/** Changes fields of every JSON answer of `path` (such as `/api/user.php`, GET only), also inside the page. */
export async function patchJson<T = Json>(page: Page, path: string, patch: (body: T) => T): Promise<void> {
  await addChange(page, path, { patch: (body) => patch(body as T) });
}

/** Answers every GET of `path` with `status` and `json`, also inside the page (an API failure, say). */
export async function answerWith(page: Page, path: string, status: number, json: unknown): Promise<void> {
  await addChange(page, path, { replace: { status, json } });
}
