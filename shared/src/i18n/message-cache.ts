// Loaded messages per loader and locale, so a remote mounted again (or a switch back) renders at once.
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../contract/locales';

/** ICU text (tests, the server), or that text precompiled to react-intl's AST (what the build ships). */
export type Messages = Record<string, string | MessageFormatElement[]>;
export type LoadMessages = (locale: Locale) => Promise<Messages>;

const loaded = new WeakMap<LoadMessages, Map<Locale, Messages>>();
const pending = new WeakMap<LoadMessages, Map<Locale, Promise<Messages>>>();

export function cachedMessages(load: LoadMessages, locale: Locale): Messages | undefined {
  return loaded.get(load)?.get(locale);
}

/** Loads once per loader and locale; a failed load is forgotten so the next attempt tries again. */
export function loadMessagesOnce(load: LoadMessages, locale: Locale): Promise<Messages> {
  const done = cachedMessages(load, locale);
  if (done) return Promise.resolve(done);
  let inFlight = pending.get(load);
  if (!inFlight) pending.set(load, (inFlight = new Map()));
  const existing = inFlight.get(locale);
  if (existing) return existing;
  const promise = load(locale).then(
    (messages) => {
      let byLocale = loaded.get(load);
      if (!byLocale) loaded.set(load, (byLocale = new Map()));
      byLocale.set(locale, messages);
      inFlight.delete(locale);
      return messages;
    },
    (error: unknown) => {
      inFlight.delete(locale);
      throw error;
    },
  );
  inFlight.set(locale, promise);
  return promise;
}
