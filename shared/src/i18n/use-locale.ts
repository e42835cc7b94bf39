import { useContext } from 'react';
import { useBusState } from '../bus/use-bus';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { LocaleContext } from './locale-context';

/** The locale on screen inside a LocaleProvider; elsewhere the page's locale from the bus (or en). */
export function useLocale(): Locale {
  const shown = useContext(LocaleContext);
  const fromBus = useBusState('locale.changed')?.locale;
  return shown ?? fromBus ?? DEFAULT_LOCALE;
}
