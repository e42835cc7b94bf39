// Which `Intl` formats a server render formatted with, so the browser can load their locale data before it
// hydrates the page (locale-data.ts). Server builds only: it wraps the formatting methods of the render
// worker's own `Intl` once, and a render asks what was used between `clear()` and `used()`. Methods, not
// constructors: react-intl and shared's formatters keep their formats across renders.
import { INTL_SERVICES, type IntlService } from '../contract/server-page';

const FORMATTING_METHODS: Record<IntlService, string[]> = {
  NumberFormat: ['format', 'formatToParts', 'formatRange', 'formatRangeToParts'],
  DateTimeFormat: ['format', 'formatToParts', 'formatRange', 'formatRangeToParts'],
  DisplayNames: ['of'],
  ListFormat: ['format', 'formatToParts'],
  RelativeTimeFormat: ['format', 'formatToParts'],
};

const used = new Set<IntlService>();
let watching = false;

function watch(service: IntlService): void {
  const prototype = (Intl as unknown as Record<IntlService, { prototype: object }>)[service].prototype;
  for (const method of FORMATTING_METHODS[service]) {
    const own = Object.getOwnPropertyDescriptor(prototype, method);
    // `format` of NumberFormat and DateTimeFormat is a getter that hands out a bound function.
    if (own?.get) {
      const get = own.get;
      Object.defineProperty(prototype, method, {
        ...own,
        get() {
          used.add(service);
          return get.call(this) as unknown;
        },
      });
    } else if (typeof own?.value === 'function') {
      const call = own.value as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, method, {
        ...own,
        value(this: unknown, ...args: unknown[]) {
          used.add(service);
          return call.apply(this, args);
        },
      });
    }
  }
}

/** Starts counting afresh (the first call also starts watching). */
export function clearIntlUse(): void {
  if (!watching) {
    watching = true;
    for (const service of INTL_SERVICES) if (service in Intl) watch(service);
  }
  used.clear();
}

/** The formats used since `clearIntlUse()`, in the contract's order. */
export function intlUsed(): IntlService[] {
  return INTL_SERVICES.filter((service) => used.has(service));
}
