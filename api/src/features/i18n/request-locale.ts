// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { FastifyRequest } from 'fastify';
import {
  chooseLocale,
  isLocale,
  LOCALE_COOKIE_NAME,
  parseAcceptLanguage,
  type Locale,
} from '@dating/shared/contract';

/** Spec section 4: the locale cookie, else the browser's languages, else the site's domain language, else en. */
export function visitorLocale(request: FastifyRequest): Locale {
  return chooseLocale({
    cookie: request.cookies?.[LOCALE_COOKIE_NAME] ?? null,
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    domainLanguage: request.site?.domainLanguage ?? null,
  });
}

/** The locale for server-made texts: an explicit `language` query parameter, else `visitorLocale`. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.language)) return query.language;
  return visitorLocale(request);
}
