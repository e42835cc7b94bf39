// Renders a component the way the app does (theme, emotion cache, react-intl with the package's real messages)
// for jest tests of any front-end package. Not part of the browser entry: import `@dating/shared/testing`.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { LocaleContext } from '../i18n/locale-context';
import { createEmotionCache } from '../theme/emotion-cache';
import { type AppTheme, theme as defaultTheme } from '../theme/theme';
import { ThemeRoot } from '../theme/theme-root';

export { resetBusForTests } from '../bus/get-bus';

type MessagesByLocale = Partial<Record<Locale, Record<string, string>>>;

/**
 * The merged messages (shared's and the package's) of one locale, as build-config/jest collected them from the
 * package's `messages/<locale>.json` files when jest started.
 */
export function testMessages(locale: Locale = DEFAULT_LOCALE): Record<string, string> {
  const all = (globalThis as { __DATING_TEST_MESSAGES__?: MessagesByLocale }).__DATING_TEST_MESSAGES__;
  if (!all)
    throw new Error(
      'No test messages: run jest with the config from build-config/jest/create-jest-config.mjs',
    );
  return all[locale] ?? {};
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  locale?: Locale;
  theme?: AppTheme;
  /** Extra or replacement messages on top of the package's own. */
  messages?: Record<string, string>;
  /**
   * A missing message id or broken ICU text fails the test (default). Turn off only to test fallbacks.
   */
  strictMessages?: boolean;
  /** For fake timers pass `{ advanceTimers: jest.advanceTimersByTime }`. */
  userEventOptions?: UserEventOptions;
}

export type RenderWithProvidersResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

export function AllProviders({
  locale = DEFAULT_LOCALE,
  theme = defaultTheme,
  messages,
  strictMessages = true,
  children,
}: Pick<RenderWithProvidersOptions, 'locale' | 'theme' | 'messages' | 'strictMessages'> & {
  children: ReactNode;
}) {
  return (
    <ThemeRoot cache={createEmotionCache('test')} theme={theme}>
      <LocaleContext.Provider value={locale}>
        <IntlProvider
          locale={locale}
          defaultLocale={DEFAULT_LOCALE}
          messages={{ ...testMessages(locale), ...messages }}
          onError={(error) => {
            if (strictMessages) throw error;
          }}
        >
          {children}
        </IntlProvider>
      </LocaleContext.Provider>
    </ThemeRoot>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { locale, theme, messages, strictMessages, userEventOptions, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const user = userEvent.setup(userEventOptions);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <AllProviders locale={locale} theme={theme} messages={messages} strictMessages={strictMessages}>
        {children}
      </AllProviders>
    ),
  });
  return { ...result, user };
}
