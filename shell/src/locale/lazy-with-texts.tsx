// A lazy shell feature whose texts only it shows keeps them in a `chunk-messages/` folder beside it, so they
// are not in the shell's messages that every page downloads. Opening it must not take a round trip more than
// before: its code and the texts of the current locale start downloading at the same moment.
// All these features' texts come as one chunk per locale (lazy-texts/<locale>.ts lists their folders): a chunk
// per feature and locale cost main.js as much as it saved, since webpack's runtime there names every chunk and
// every file it may load.
import { type ComponentType, createElement, lazy } from 'react';
import { loadMessages } from '@dating/build-config/messages';
import {
  DEFAULT_LOCALE,
  getBus,
  type LoadMessages,
  type Locale,
  LocaleProvider,
  type Messages,
  useLocale,
} from '@dating/shared';

export type ImportTexts = (locale: Locale) => Promise<{ default: Messages }>;

const importLazyTexts: ImportTexts = (locale) =>
  import(/* webpackChunkName: "shell-texts-[request]" */ `./lazy-texts/${locale}.ts`);

/** The shell's messages of one locale plus the lazy features' texts (a `LoadMessages` for `LocaleProvider`). */
function withChunkTexts(importTexts: ImportTexts): LoadMessages {
  return (locale) =>
    Promise.all([loadMessages(locale), importTexts(locale)]).then(([shell, own]) => ({
      ...shell,
      ...own.default,
    }));
}

/**
 * `React.lazy` for a component that shows texts from a `chunk-messages/` folder: it renders inside a
 * `LocaleProvider` holding the shell's messages and those texts, in the locale the shell shows, and nothing
 * until they are there. `importTexts` is for tests.
 */
export function lazyWithTexts<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
  importTexts: ImportTexts = importLazyTexts,
) {
  // One loader per feature: the provider's cache is per loader, so a dialog opened again shows at once.
  const load = withChunkTexts(importTexts);
  return lazy(() => {
    const locale = getBus().getState('locale.changed')?.locale ?? DEFAULT_LOCALE;
    // Only starts the download (webpack keeps the chunk); the provider loads it for real, and retries a
    // failure when the feature is shown again, which a rejected lazy() never does.
    importTexts(locale).catch(() => {});
    return importComponent().then((Component) => {
      function WithTexts(props: Props) {
        return (
          <LocaleProvider loadMessages={load} locale={useLocale()}>
            {createElement(Component, props)}
          </LocaleProvider>
        );
      }
      return { default: WithTexts };
    });
  });
}
