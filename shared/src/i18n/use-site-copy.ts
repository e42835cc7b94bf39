import { useBusState } from '../bus/use-bus';
import { localeFromLanguageTag } from '../contract/locales';
import type { Settings } from '../contract/api-types';
import { useLocale } from './use-locale';

/** The site's own texts: its operator writes each one once, in the site's domain language. */
export type SiteCopyKey = 'index_title' | 'description' | 'fictional_warning' | 'fictional_singular';

/**
 * One of the site's own texts, for the language on screen: the operator's words while the page is in the
 * site's domain language, `translated` (our own words for the same thing) in any other, so a visitor who
 * reads Polish never gets one English sentence in a Polish page. Empty when the site has no such text.
 */
export function useSiteCopy(key: SiteCopyKey, translated: string): string {
  const settings: Settings | undefined = useBusState('settings.loaded')?.settings;
  const locale = useLocale();
  const own = settings?.[key] ?? '';
  if (!own) return '';
  return localeFromLanguageTag(settings?.domain_language) === locale ? own : translated;
}
