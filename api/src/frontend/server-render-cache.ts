// A public page's server HTML, kept so that the next visitor of the same page is not rendered again (issue
// #33 item 5). A render is a function of its request (remote version, address, locale, the site's settings
// and routes) and of the answers it read; so an entry is kept under the request and remembers a digest of
// each answer it read, and it is used only while every one of those answers is still the same. The version
// is in the key, so a registry change (swap, rollback, a split's other variant) is another entry; a content
// edit (the console's lander copy, the members a gallery shows) changes an answer and so renders afresh. The
// answers a lander reads are the page's first answers, which the server asks for the page anyway, so a hit
// costs no query.
//
// Paid visits carry their own tracking values (a click id per visit in `sub1`): the page is rendered with a
// stand-in for each and the visit's values are put in its place, only where the HTML holds a stand-in as a
// form field's whole value (the lander's call to action carries them to the signup). A stand-in anywhere
// else means the page used the value in another way, and that visit's page is rendered for it alone.
import { createHash } from 'node:crypto';
import { TRACKING_FIELDS, type ServerRenderRequest, type ServerRenderResult } from '@dating/shared/contract';
import { escapeHtml } from './page-head';
import type { Answer, AnswerCall, ServerRenderer } from './server-render';

export interface RenderCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** How long an entry may be used: a page may show the time (a member seen "5 minutes ago"). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  result: ServerRenderResult;
  /** Digest of each answer the render read, by address. */
  read: Map<string, string>;
  at: number;
}

const STAND_IN_PREFIX = 'ssr-tracking-';

/** The server renderer, with renders kept per page and checked against the answers they read. */
export function withRenderCache(renderer: ServerRenderer, options: RenderCacheOptions = {}): ServerRenderer {
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Visitors who arrive together at a page not yet kept wait for one render instead of each starting one.
  const rendering = new Map<string, Promise<ServerRenderResult | null>>();
  // A site's routes are one object until its registry or build changes: hashed once, not on every page.
  const routeDigests = new WeakMap<object, string>();
  const routesDigest = (routes: ServerRenderRequest['routes']) => {
    let digest = routeDigests.get(routes);
    if (!digest) routeDigests.set(routes, (digest = sha256(JSON.stringify(routes))));
    return digest;
  };

  async function stillValid(entry: Entry, answer: AnswerCall): Promise<boolean> {
    if (now() - entry.at > maxAgeMs) return false;
    for (const [url, digest] of entry.read) {
      if (digestOf(await answer(url)) !== digest) return false;
    }
    return true;
  }

  async function renderAndKeep(
    key: string,
    remote: Parameters<ServerRenderer['render']>[0],
    version: string,
    request: ServerRenderRequest,
    answer: AnswerCall,
  ): Promise<ServerRenderResult | null> {
    const read = new Map<string, string>();
    const result = await renderer.render(remote, version, request, async (url) => {
      const known = await answer(url);
      read.set(url, digestOf(known));
      return known;
    });
    if (!result) return null;
    entries.delete(key);
    entries.set(key, { result, read, at: now() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return result;
  }

  async function cachedRender(
    remote: Parameters<ServerRenderer['render']>[0],
    version: string,
    request: ServerRenderRequest,
    answer: AnswerCall,
  ): Promise<ServerRenderResult | null> {
    const key = [
      remote,
      version,
      request.url,
      request.locale,
      request.layout,
      request.user?.id ?? '',
      sha256(JSON.stringify(request.settings)),
      routesDigest(request.routes),
    ].join('\u0000');
    const entry = entries.get(key);
    if (entry && (await stillValid(entry, answer))) {
      // Most recently used last, so the first key is the one to let go.
      entries.delete(key);
      entries.set(key, entry);
      return entry.result;
    }
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = renderAndKeep(key, remote, version, request, answer).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  }

  return {
    canRender: (remote, version) => renderer.canRender(remote, version),
    close: () => renderer.close(),
    async render(remote, version, request, answer) {
      const { url, values } = withStandIns(request.url);
      if (values.size === 0) return cachedRender(remote, version, request, answer);
      const shared = await cachedRender(remote, version, { ...request, url }, answer);
      const own = shared && withTrackingValues(shared, values);
      return own ?? renderer.render(remote, version, request, answer);
    },
  };
}

/**
 * The address with a stand-in for each tracking value a visit brought, and those values by stand-in. A value
 * that is blank after trimming is left as it is: the page treats it as absent, and a stand-in would not be.
 */
export function withStandIns(address: string): { url: string; values: Map<string, string> } {
  const url = new URL(address);
  const values = new Map<string, string>();
  for (const field of TRACKING_FIELDS) {
    const value = url.searchParams.get(field);
    if (!value?.trim() || url.searchParams.getAll(field).length > 1) continue;
    const standIn = `${STAND_IN_PREFIX}${field}`;
    url.searchParams.set(field, standIn);
    values.set(standIn, value);
  }
  return { url: url.toString(), values };
}

/** The shared render with the visit's own values in place of the stand-ins; null when that is not safe. */
export function withTrackingValues(
  result: ServerRenderResult,
  values: Map<string, string>,
): ServerRenderResult | null {
  let html = result.html;
  for (const [standIn, value] of values) {
    html = html.replaceAll(`value="${standIn}"`, () => `value="${escapeHtml(value)}"`);
  }
  const rest = [html, result.headHtml, JSON.stringify(result.queries)];
  return rest.some((text) => text.includes(STAND_IN_PREFIX)) ? null : { ...result, html };
}

function digestOf(answer: Answer | null): string {
  return answer ? sha256(`${answer.status}\u0000${JSON.stringify(answer.body)}`) : '';
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}
