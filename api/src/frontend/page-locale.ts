// The locale the shell will show a page in, decided before it runs, so the page can preload that locale's
// texts: the member's language, else `?hl=`, else spec section 4 (cookie, browser languages, the site's
// language, en), as shell/src/locale/initial-locale.ts decides it in the browser.
import type { FastifyRequest } from 'fastify';
import {
  chooseLocale,
  isLocale,
  LOCALE_COOKIE_NAME,
  parseAcceptLanguage,
  type Locale,
} from '@dating/shared/contract';

export function pageLocale(request: FastifyRequest, member: unknown): Locale {
  const language = member && typeof member === 'object' ? (member as { language?: unknown }).language : null;
  if (isLocale(language)) return language;
  const requested = (request.query as Record<string, unknown> | undefined)?.hl;
  if (isLocale(requested)) return requested;
  return chooseLocale({
    cookie: request.cookies?.[LOCALE_COOKIE_NAME] ?? null,
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    domainLanguage: request.site?.domainLanguage ?? null,
  });
}
