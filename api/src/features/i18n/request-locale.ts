import type { FastifyRequest } from 'fastify';
import {
  chooseLocale,
  isLocale,
  LOCALE_COOKIE_NAME,
  parseAcceptLanguage,
  type Locale,
} from '@dating/shared/contract';

/**
 * The locale for server-made texts: an explicit `language` query parameter, else the rule of spec section 4
 * (locale cookie, browser languages, the site's domain language, en).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.language)) return query.language;
  return chooseLocale({
    cookie: request.cookies?.[LOCALE_COOKIE_NAME] ?? null,
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    domainLanguage: request.site?.domainLanguage ?? null,
  });
}
