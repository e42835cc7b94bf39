// react-intl asks the browser whether it supports the page's locale, for every provider and every message it
// formats (`Intl.NumberFormat.supportedLocalesOf`, `Intl.DateTimeFormat.supportedLocalesOf`), and the first
// question makes the browser load its locale data (ICU): 10-40 ms here, four times that on a phone, in one
// piece. Most public pages (the landers, the home page, the login) never format a number or a date, so that
// was one long task they did not need. Every browser the site supports knows the site's languages in every
// region, so those questions are answered here without loading anything; any other goes to the browser. A
// page that does format loads the data with its first formatter, for what it formats.
import { isLocale } from '@dating/shared';

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

/** `de`, `nb-NO`, `en-GB`: a site locale, alone or with a region. */
function isSiteLocaleTag(tag: unknown): tag is string {
  if (typeof tag !== 'string') return false;
  const [language, region, ...rest] = tag.split('-');
  return isLocale(language) && rest.length === 0 && (region === undefined || /^[A-Z]{2}$/.test(region));
}

function answeringSiteLocales(ask: SupportedLocalesOf): SupportedLocalesOf {
  return (locales, options) => {
    const tags = typeof locales === 'string' ? [locales] : locales;
    return Array.isArray(tags) && tags.length > 0 && tags.every(isSiteLocaleTag)
      ? [...new Set(tags)]
      : ask(locales, options);
  };
}

/** Called once at start-up, before the first provider. */
export function answerSiteLocalesSupported(): void {
  for (const service of [Intl.NumberFormat, Intl.DateTimeFormat]) {
    service.supportedLocalesOf = answeringSiteLocales(service.supportedLocalesOf.bind(service));
  }
}
