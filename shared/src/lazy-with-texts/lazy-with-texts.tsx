// A lazy component (a page, a dialog) whose texts only it shows keeps them in a `chunk-messages/` folder beside
// it, so they are not in the messages every page of its package downloads. Showing it must not take a round
// trip more than before: its code and the texts of the locale on screen start downloading at the same moment.
// A subpath entry (`@dating/shared/lazy-with-texts`): each package bundles it into its own chunks.
import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import {
  DEFAULT_LOCALE,
  getBus,
  type LoadMessages,
  type Locale,
  LocaleProvider,
  type Messages,
  useLocale,
} from '@dating/shared';

/** One locale's texts of a lazy component, as its `import()` of the `chunk-messages` JSON resolves. */
export type ImportTexts = (locale: Locale) => Promise<{ default: Messages }>;

export interface LazyTexts {
  /** The package's own messages (build-config's `loadMessages`), which the component also shows. */
  packageMessages: LoadMessages;
  /** The component's own texts; without them it shows the package's messages only. */
  importTexts?: ImportTexts;
}

function withTexts(packageMessages: LoadMessages, importTexts: ImportTexts): LoadMessages {
  return (locale) =>
    Promise.all([packageMessages(locale), importTexts(locale)]).then(([own, texts]) => ({
      ...own,
      ...texts.default,
    }));
}

/**
 * `React.lazy` for a component with its own texts: it renders inside a `LocaleProvider` holding the package's
 * messages and those texts, in the locale on screen (a switch keeps the old one until the new texts are
 * there), and nothing before they arrived: never a message id.
 */
export function lazyWithTexts<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
  { packageMessages, importTexts }: LazyTexts,
): LazyExoticComponent<ComponentType<Props>> {
  if (!importTexts) return lazy(() => importComponent().then((Component) => ({ default: Component })));
  // One loader per component: the provider caches per loader, so a component shown again renders at once.
  const load = withTexts(packageMessages, importTexts);
  return lazy(() => {
    const locale = getBus().getState('locale.changed')?.locale ?? DEFAULT_LOCALE;
    // Only a head start (webpack keeps the chunk): the provider loads the texts for real and retries a failure
    // when the component is shown again, which a rejected lazy() never does.
    importTexts(locale).catch(() => undefined);
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
