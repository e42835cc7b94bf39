// Renders an app in the page's locale: follows `locale.changed` on the bus, loads that locale's messages and
// provides them through react-intl. Never shows another locale's text as a stand-in.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useBusState } from '../bus/use-bus';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { useFormattingLocale } from './formatters';
import { LocaleContext } from './locale-context';
import { cachedMessages, type LoadMessages, loadMessagesOnce, type Messages } from './message-cache';
import { withSharedMessages } from './with-shared-messages';

/**
 * Loads a package's messages of `locale` (with shared's) into the cache LocaleProvider draws from, so its first
 * render shows them at once: what a page hydrating the server's HTML needs (remote-app/hydration.ts). Through
 * this module, the page's one copy of @dating/shared holds the cache, not a remote's bundled copy.
 */
export function preloadMessages(loadMessages: LoadMessages, locale: Locale): Promise<Messages> {
  return loadMessagesOnce(withSharedMessages(loadMessages), locale);
}

export interface LocaleProviderProps {
  /** The package's messages of one locale, e.g. build-config's `loadMessages`; shared's own are added. */
  loadMessages: LoadMessages;
  /** Forces a locale instead of following the bus (tests, previews). */
  locale?: Locale;
  /** Shown until the first messages arrive; nothing by default. */
  placeholder?: ReactNode;
  /** react-intl's error handler (missing ids, bad ICU syntax); react-intl logs them by default. */
  onError?: IntlConfig['onError'];
  children: ReactNode;
}

interface Shown {
  locale: Locale;
  messages: Messages;
}

export function LocaleProvider({
  loadMessages,
  locale,
  placeholder = null,
  onError,
  children,
}: LocaleProviderProps) {
  const fromBus = useBusState('locale.changed')?.locale;
  const wanted = locale ?? fromBus ?? DEFAULT_LOCALE;
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = cachedMessages(withSharedMessages(loadMessages), wanted);
    return messages ? { locale: wanted, messages } : null;
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // Messages by language; dates and numbers inside them (`{time, time}`) by the site's country too.
  const formatLocale = useFormattingLocale(shown?.locale ?? wanted);
  // Only a locale change loads: a caller passing a new loader function on every render must not loop.
  const loaderRef = useRef(withSharedMessages(loadMessages));
  useEffect(() => {
    loaderRef.current = withSharedMessages(loadMessages);
  });

  useEffect(() => {
    let current = true;
    loadMessagesOnce(loaderRef.current, wanted).then(
      (messages) => {
        if (!current) return;
        setFailure(null);
        setShown((previous) =>
          previous?.locale === wanted && previous.messages === messages
            ? previous
            : { locale: wanted, messages },
        );
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  // A failed first load goes to the app's error boundary (the shell shows an error state and retries); a failed
  // switch keeps the current locale on screen.
  if (failure && !shown) throw failure.error;
  if (!shown) return <>{placeholder}</>;
  return (
    <LocaleContext.Provider value={shown.locale}>
      <IntlProvider
        locale={formatLocale}
        // react-intl formats each message by its own kind; its type only insists a catalogue be all of one.
        messages={shown.messages as IntlConfig['messages']}
        defaultLocale={DEFAULT_LOCALE}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
