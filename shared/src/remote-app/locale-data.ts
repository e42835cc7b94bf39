// The browser loads its locale data (ICU) for a kind of `Intl` format the first time a page formats with one:
// 10-40 ms here, four times that on a phone, in one piece. Inside a hydration slice that made a long task
// (Total Blocking Time), so before it hydrates a page the server drew, the browser formats once with each kind
// the server's render used (SERVER_INTL_ATTRIBUTE on the page's element, intl-use.ts), in a task of its own.
import { formattingLocale, type Locale } from '../contract/locales';
import { INTL_SERVICES, SERVER_INTL_ATTRIBUTE, type IntlService } from '../contract/server-page';

const FORMAT_ONCE: Record<IntlService, (tag: string) => unknown> = {
  NumberFormat: (tag) => new Intl.NumberFormat(tag).format(1),
  DateTimeFormat: (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(0),
  DisplayNames: (tag) => new Intl.DisplayNames(tag, { type: 'region' }).of('DE'),
  ListFormat: (tag) => new Intl.ListFormat(tag).format(['a', 'b']),
  RelativeTimeFormat: (tag) => new Intl.RelativeTimeFormat(tag).format(1, 'day'),
};

/** A new task: the browser may paint and handle input before the next step. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The kinds of format `element`'s server render used (none for a page that formatted nothing). */
export function serverIntlUse(element: Element): IntlService[] {
  const named = (element.getAttribute(SERVER_INTL_ATTRIBUTE) ?? '').split(' ');
  return INTL_SERVICES.filter((service) => named.includes(service));
}

/**
 * Loads the locale data of the formats `element`'s server render used, for the page's locale as the site
 * formats it (its `domain_language`), in a task of its own; resolves at once where it used none. A format
 * this browser lacks is left to the page, which meets the same when it renders.
 */
export async function loadServerLocaleData(
  element: Element,
  locale: Locale,
  domainLanguage: string | null | undefined,
): Promise<void> {
  const services = serverIntlUse(element);
  if (services.length === 0) return;
  const tag = formattingLocale(locale, domainLanguage);
  await nextTask();
  for (const service of services) {
    try {
      FORMAT_ONCE[service](tag);
    } catch {
      // Missing in this browser: nothing to load ahead.
    }
  }
  await nextTask();
}
