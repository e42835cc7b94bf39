// The answers to the GETs the shell makes while it starts, and to the first call of a lander, a profile or
// the search, put into the page the server sends (issue 15 item 6, issue 19 item 3): on a phone each of them
// cost a round trip after the shell's script had run, before the first screen could render. They are made by the API's own routes (`inject`), with the visitor's
// headers, so they are exactly what the browser would have got; the API client takes each one once
// (@dating/shared/contract first-answers.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  GENDERS,
  SEXUALITIES,
  firstSearchCall,
  landerCopyKindOf,
  landerCopyUrl,
  pageFirstCall,
  searchFiltersFromAddress,
  searchTrafficSource,
  type FirstAnswers,
  type ResolvedRoute,
  type RouteMatch,
  type RouteTable,
} from '@dating/shared/contract';

/** Headers that describe the transfer, not the visitor: the injected request has its own. */
const TRANSFER_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The start-up calls of a page, as the API client writes their URLs: the shell's (shell/src/app/start-shell.tsx)
 * and the first call of a lander or a profile (contract page-first-calls.ts).
 */
export const settingsUrl = (hostname: string) =>
  `/api/settings.php?${new URLSearchParams({ _force_domain: hostname })}`;

/** The start-up calls asked only for a visitor with a session cookie. */
const MEMBER_STARTUP_URLS = ['/api/likes.php'];

/**
 * The answers without the member's own start-up calls when the cookie's session has ended (expired, a ban, a
 * logout elsewhere): they answered "log in first", and the page may log in before it makes them; taken after
 * that login, such an answer logged the member out again.
 */
export function withoutEndedSessionAnswers(page: PageAnswers): PageAnswers {
  if (page.answers['/api/user.php']?.status === 200) return page;
  // A visitor without a cookie was never asked for them: the page as it is.
  if (!MEMBER_STARTUP_URLS.some((url) => Object.hasOwn(page.answers, url))) return page;
  const answers = { ...page.answers };
  for (const url of MEMBER_STARTUP_URLS) delete answers[url];
  return { ...page, answers };
}

export function startupUrls(
  hostname: string,
  resolved: ResolvedRoute | null,
  table: RouteTable,
  /** The request carries a session cookie: the visitor may be a member. */
  maybeMember = false,
): string[] {
  const page = resolved ? pageFirstCall(resolved, table) : null;
  // A lander's own copy (the console's overrides): its first screen and its page show it.
  const copyKind = landerCopyKindOf(resolved);
  return [
    settingsUrl(hostname),
    '/api/user.php',
    // The default layout's footer and the content pages show the company's facts.
    '/api/companyinfo.php',
    // A member's new-likes badge and the title's count come with the page, not with the first poll.
    ...(maybeMember ? MEMBER_STARTUP_URLS : []),
    ...(page ? [page] : []),
    ...(copyKind ? [landerCopyUrl(copyKind)] : []),
  ];
}

export interface PageAnswers {
  answers: FirstAnswers;
  /** Cookies the answers set (a session's renewal): the page's reply must set them too. */
  cookies: string[];
  /** True when an answer belongs to a logged-in member: the page must not be kept by a shared cache. */
  personal: boolean;
}

function visitorHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (TRANSFER_HEADERS.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { ...headers, accept: 'application/json', 'x-requested-with': 'dating-web' };
}

/**
 * Asks the API for each of `urls` as the visitor's browser would (same headers, same peer address, so the
 * site, the session, the geo-IP country and any proxy rules come out the same). A failing or non-JSON answer
 * is left out: the browser then asks for it itself.
 */
export async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: string[],
): Promise<PageAnswers> {
  const headers = visitorHeaders(request);
  const remoteAddress = request.raw.socket?.remoteAddress ?? request.ip;
  const result: PageAnswers = { answers: {}, cookies: [], personal: false };
  const replies = await Promise.all(
    urls.map((url) =>
      app.inject({ method: 'GET', url, headers, remoteAddress }).catch((error: unknown) => {
        request.log.warn({ err: error, url }, 'a first answer could not be made');
        return null;
      }),
    ),
  );
  replies.forEach((reply, index) => {
    const url = urls[index];
    if (!reply || !url || reply.statusCode >= 500) return;
    if (!String(reply.headers['content-type'] ?? '').includes('application/json')) return;
    let body: unknown;
    try {
      body = reply.payload === '' ? undefined : JSON.parse(reply.payload);
    } catch {
      return;
    }
    result.answers[url] = { status: reply.statusCode, body };
    const cookies = reply.headers['set-cookie'];
    if (cookies) result.cookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    if (url === '/api/user.php' && reply.statusCode === 200) result.personal = true;
  });
  result.cookies = lastPerName(result.cookies);
  return result;
}

const settingsSchema = z.object({ countries: z.array(z.string()) });
const memberSchema = z.object({
  profile: z.object({
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    country: z.string(),
  }),
});

/**
 * The search `/members` starts with, as mf-members writes it (contract member-search-call.ts): it depends
 * on the site's countries and the member (the start-up answers) and on the page's own address (the traffic
 * source), so it is asked for after them. Null on other pages, or without the answers it needs.
 */
export function firstSearchUrl(
  route: RouteMatch | null,
  answers: FirstAnswers,
  hostname: string,
  searchParams: URLSearchParams,
): string | null {
  if (route?.name !== 'members') return null;
  const settings = settingsSchema.safeParse(answers[settingsUrl(hostname)]?.body);
  const session = answers['/api/user.php'];
  if (!settings.success || !session) return null;
  const member = session.status === 200 ? memberSchema.safeParse(session.body) : null;
  if (member && !member.success) return null;
  return firstSearchCall(
    member?.data ?? null,
    settings.data.countries,
    searchTrafficSource(searchParams),
    searchFiltersFromAddress(searchParams),
  );
}

/** The answers of a second round of calls added to the first's. */
export function withMoreAnswers(first: PageAnswers, more: PageAnswers): PageAnswers {
  return {
    answers: { ...first.answers, ...more.answers },
    cookies: lastPerName([...first.cookies, ...more.cookies]),
    personal: first.personal || more.personal,
  };
}

/** Several answers may renew the same cookie: the page sets each name once, to the last value. */
function lastPerName(cookies: string[]): string[] {
  const byName = new Map<string, string>();
  for (const cookie of cookies) byName.set(cookie.slice(0, cookie.indexOf('=')), cookie);
  return [...byName.values()];
}

/** The answers as inert JSON for the page's head; `<` is escaped so no value can close the script. */
export function firstAnswersScript(answers: FirstAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script id="${FIRST_ANSWERS_ELEMENT_ID}" type="application/json">${json}</script>`;
}
