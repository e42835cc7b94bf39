// The locale the shell will show a page in, decided before it runs, so the page can preload that locale's
// texts: the member's language, else `?hl=`, else spec section 4 (cookie, browser languages, the site's
// language, en), as shell/src/locale/initial-locale.ts decides it in the browser.
import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@dating/shared/contract';
import { visitorLocale } from '../features/i18n/request-locale';

export function pageLocale(request: FastifyRequest, member: unknown): Locale {
  const language = member && typeof member === 'object' ? (member as { language?: unknown }).language : null;
  if (isLocale(language)) return language;
  const requested = (request.query as Record<string, unknown> | undefined)?.hl;
  return isLocale(requested) ? requested : visitorLocale(request);
}
