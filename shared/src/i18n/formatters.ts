// Locale-aware formatting through Intl, usable outside React (window title, notifications) and inside (useFormatters).
import { useMemo } from 'react';
import { useBusState } from '../bus/use-bus';
import { formattingLocale, type Locale } from '../contract/locales';
import { useLocale } from './use-locale';

export type DateInput = Date | string | number;
export type DateStyle = 'short' | 'medium' | 'long';

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export interface Formatters {
  locale: Locale;
  date(value: DateInput, style?: DateStyle): string;
  time(value: DateInput): string;
  dateTime(value: DateInput): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in major units (12.5 EUR), with the currency's own decimals. */
  currency(amount: number, currency: string): string;
  /** A whole percentage: `percent(25)` is "25 %" in French, "25%" in English. */
  percent(value: number): string;
  /** "5 minutes ago", "yesterday", "in 2 hours", relative to `now`. */
  relative(value: DateInput, now?: DateInput): string;
  /** "Anna, Ben and Carl". */
  list(items: string[]): string;
}

const cache = new Map<string, Formatters>();

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Formatters for the messages' `locale`, formatting as `tag` says (`formattingLocale`: `en-GB` on an en_GB
 * site); the bare locale when no tag is given.
 */
export function createFormatters(locale: Locale, tag: string = locale): Formatters {
  const key = `${locale} ${tag}`;
  const existing = cache.get(key);
  if (existing) return existing;
  // Each made on first use: the browser loads its locale data (ICU) with the first, which a page that shows
  // one date need not pay for the number, list and relative-time formats beside it.
  const dateFormats = {
    short: once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'short' })),
    medium: once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })),
    long: once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'long' })),
  };
  const timeFormat = once(() => new Intl.DateTimeFormat(tag, { timeStyle: 'short' }));
  const dateTimeFormat = once(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const numberFormat = once(() => new Intl.NumberFormat(tag));
  const percentFormat = once(
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }),
  );
  const relativeFormat = once(() => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const listFormat = once(() => new Intl.ListFormat(tag, { type: 'conjunction' }));
  const formatters: Formatters = {
    locale,
    date: (value, style = 'medium') => dateFormats[style]().format(toDate(value)),
    time: (value) => timeFormat().format(toDate(value)),
    dateTime: (value) => dateTimeFormat().format(toDate(value)),
    number: (value, options) =>
      (options ? new Intl.NumberFormat(tag, options) : numberFormat()).format(value),
    currency: (amount, currency) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount),
    percent: (value) => percentFormat().format(value / 100),
    relative: (value, now = Date.now()) => {
      const seconds = Math.round((toDate(value).getTime() - toDate(now).getTime()) / 1000);
      const [unit, size] = RELATIVE_UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? [
        'second',
        1,
      ];
      return relativeFormat().format(Math.round(seconds / size), unit);
    },
    list: (items) => listFormat().format(items),
  };
  cache.set(key, formatters);
  return formatters;
}

export function useFormatters(): Formatters {
  const locale = useLocale();
  const tag = useFormattingLocale(locale);
  return useMemo(() => createFormatters(locale, tag), [locale, tag]);
}

/** The tag a locale's dates, times and numbers are formatted in on this site (`formattingLocale`). */
export function useFormattingLocale(locale: Locale): string {
  const domainLanguage = useBusState('settings.loaded')?.settings.domain_language;
  return formattingLocale(locale, domainLanguage);
}
