// A page in its own chunk, and its own texts (the `chunk-messages/` folder beside it) in a chunk per locale,
// so that a visit to the search page does not download the texts of every other page of this remote.
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

/** One locale's `chunk-messages/<locale>.json` of a page, as its `import()` resolves. */
export type LoadPageTexts = (locale: Locale) => Promise<{ default: Messages }>;

/** The remote's messages of one locale with a page's own texts on top (a `LoadMessages` for `LocaleProvider`). */
export function withPageTexts(loadTexts: LoadPageTexts): LoadMessages {
  return (locale) =>
    Promise.all([loadMessages(locale), loadTexts(locale)]).then(([remote, page]) => ({
      ...remote,
      ...page.default,
    }));
}

/** The locale the remote shows, or will show once its messages are there. */
function localeOnScreen(): Locale {
  return getBus().getState('locale.changed')?.locale ?? DEFAULT_LOCALE;
}

/**
 * The page and its texts load in parallel, not one after the other: the texts of the locale on screen are
 * requested together with the page's code. The page shows once both arrived (nothing before, never message
 * ids), in the locale the remote shows; a locale switch keeps it in the old one until its texts are there.
 * A page without `loadTexts` shows the remote's messages only.
 */
export function lazyPage<P extends object>(
  loadPage: () => Promise<ComponentType<P>>,
  loadTexts?: LoadPageTexts,
): ComponentType<P> {
  if (!loadTexts) return lazy(() => loadPage().then((Page) => ({ default: Page })));
  const loadPageMessages = withPageTexts(loadTexts);
  return lazy(() => {
    // Only a head start: a failure is left to the LocaleProvider, which loads the texts again and reports
    // what still fails; a rejected lazy() would stay rejected for good.
    loadTexts(localeOnScreen()).catch(() => undefined);
    return loadPage().then((Page) => {
      function PageWithTexts(props: P) {
        return (
          <LocaleProvider loadMessages={loadPageMessages} locale={useLocale()}>
            {createElement(Page, props)}
          </LocaleProvider>
        );
      }
      return { default: PageWithTexts };
    });
  });
}
