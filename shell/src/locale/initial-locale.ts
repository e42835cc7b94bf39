import { chooseLocale, LOCALE_COOKIE_NAME, type Locale, type Settings } from '@dating/shared';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Spec section 4: the locale cookie, else the browser's languages, else the site's language, else en. */
export function initialLocale(settings: Settings | null): Locale {
  return chooseLocale({
    cookie: readCookie(LOCALE_COOKIE_NAME),
    browserLanguages: navigator.languages,
    domainLanguage: settings?.domain_language,
  });
}
