// Reading and writing the visitor's language choice (spec: cookie first, kept 365 days).
import {
  isLocale,
  type Locale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
} from '../contract/locales';

/** The locale stored in a `document.cookie` string, or null when absent or not a supported locale. */
export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE_NAME) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLocale(value) ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `locale` for 365 days on this site. */
export function localeCookie(locale: Locale, { secure }: { secure: boolean }): string {
  const attributes = [
    `${LOCALE_COOKIE_NAME}=${locale}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
