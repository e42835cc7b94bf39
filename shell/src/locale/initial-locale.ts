import { chooseLocale, isLocale, LOCALE_COOKIE_NAME, type Locale, type Settings } from '@dating/shared';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Spec section 4: the locale cookie, else the browser's languages, else the site's language, else en. A
 * `?hl=<locale>` in the URL comes first: it is the address of the page in that language that the hreflang
 * links and the sitemap give search engines (docs/landers.md).
 */
export function initialLocale(settings: Settings | null): Locale {
  const requested = new URLSearchParams(window.location.search).get('hl');
  if (isLocale(requested)) return requested;
  return chooseLocale({
    cookie: readCookie(LOCALE_COOKIE_NAME),
    browserLanguages: navigator.languages,
    domainLanguage: settings?.domain_language,
  });
}
