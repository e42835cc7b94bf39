// The 11 locales of the product and the rule that picks one (spec section 4).

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's explicit choice (spec: 365 days). */
export const LOCALE_COOKIE_NAME = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Native names, so a language switcher reads the same in every locale. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// Browsers report Norwegian as `no`, `nb` or `nn`; the product ships one Norwegian (bokmål).
const LANGUAGE_ALIASES: Readonly<Record<string, Locale>> = { no: 'nb', nn: 'nb' };

/**
 * The supported locale a BCP 47 tag (`nl-BE`, `NO`, `en_GB`) or a two-letter prefix (`nl_NL` from
 * settings.domain_language) stands for, or null.
 */
export function localeFromLanguageTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = primary.slice(0, 2);
  if (primary.length < 2) return null;
  if (isLocale(language)) return language;
  return LANGUAGE_ALIASES[language] ?? null;
}

export interface LocaleChoiceInput {
  /** The value of the locale cookie, if any. */
  cookie?: string | null;
  /** `navigator.languages` (most preferred first) or the parsed Accept-Language header. */
  browserLanguages?: readonly string[] | null;
  /** `settings.domain_language` of the site, e.g. `nl_NL` or `de`. */
  domainLanguage?: string | null;
}

/**
 * Spec section 4: the cookie wins; else the first supported browser language; else, only when there is no
 * cookie at all, the first two letters of the site's domain_language when supported; else en.
 */
export function chooseLocale({ cookie, browserLanguages, domainLanguage }: LocaleChoiceInput): Locale {
  const fromCookie = localeFromLanguageTag(cookie);
  if (fromCookie) return fromCookie;
  for (const language of browserLanguages ?? []) {
    const fromBrowser = localeFromLanguageTag(language);
    if (fromBrowser) return fromBrowser;
  }
  const hasCookie = typeof cookie === 'string' && cookie.trim() !== '';
  if (!hasCookie) {
    const fromDomain = localeFromLanguageTag(domainLanguage);
    if (fromDomain) return fromDomain;
  }
  return DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags, most preferred first (for the server-side choice). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The spec's country-to-language map (ISO 3166-1 alpha-2 -> locale). Belgium and Switzerland are
 * multilingual: Belgium gets Dutch (the Flemish majority), Switzerland German (the largest group).
 */
export const COUNTRY_LOCALES = {
  US: 'en',
  NL: 'nl',
  BE: 'nl',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  DE: 'de',
  AT: 'de',
  IE: 'en',
  GB: 'en',
  CA: 'en',
  PL: 'pl',
  AU: 'en',
  NZ: 'en',
  CH: 'de',
  DK: 'da',
  FI: 'fi',
  NO: 'nb',
  SE: 'sv',
} as const satisfies Record<string, Locale>;

export type SupportedCountry = keyof typeof COUNTRY_LOCALES;

export function localeForCountry(country: string | null | undefined): Locale | null {
  if (!country) return null;
  const code = country.trim().toUpperCase();
  return code in COUNTRY_LOCALES ? COUNTRY_LOCALES[code as SupportedCountry] : null;
}

/**
 * The BCP 47 tag that dates, times and numbers are formatted in: the locale with the site's country, so an
 * en_GB site shows "18:25" and "£9.74" as British pages do, not the US "6:25 PM". The site's region applies
 * to a page in the site's own language, and to English anywhere (bare `en` means US conventions); another
 * language keeps its own conventions.
 */
export function formattingLocale(locale: Locale, domainLanguage: string | null | undefined): string {
  const region = /^[a-z]{2}[-_]([a-z]{2})$/i.exec(domainLanguage?.trim() ?? '')?.[1]?.toUpperCase();
  if (!region) return locale;
  return localeFromLanguageTag(domainLanguage) === locale || locale === 'en' ? `${locale}-${region}` : locale;
}
