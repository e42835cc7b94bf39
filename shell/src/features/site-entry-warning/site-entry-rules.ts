// Spec section 2, site-entry warning: shown once to logged-out visitors unless skipped, in installed-app mode,
// or disabled by setting; limited to the setting's countries when it names any; in the chat, lander and empty
// layouts only for NL and DE; in the default layout never on complete-signup and the password reset pages.
import type { Settings } from '@dating/shared';
import type { LayoutName } from '../../routing/route-table';
import { isIn, NO_SITE_ENTRY_WARNING } from '../../layout/route-groups';

/** Countries whose rules require the warning on every kind of page (adult-content laws). */
export const ALWAYS_WARNED_COUNTRIES = ['NL', 'DE'];

export const SITE_ENTRY_ACCEPTED_KEY = 'shell:site-entry-warning:accepted';
/** Ad traffic that already showed an age gate on its own landing adds `?skip_entry_warning=1`. */
export const SITE_ENTRY_SKIP_PARAM = 'skip_entry_warning';
export const SITE_ENTRY_SKIPPED_KEY = 'shell:site-entry-warning:skipped';

export interface SiteEntryFacts {
  settings: Pick<Settings, 'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_country'> | null;
  loggedIn: boolean;
  layout: LayoutName;
  route: string | null;
  installedApp: boolean;
  /**
   * Accepted before (shown once) or skipped in this visit. Asked last, only when the warning would show
   * otherwise: it reads the browser's storage, whose first read in a page waits for the browser to load it.
   */
  acceptedOrSkipped: () => boolean;
}

export function shouldShowSiteEntryWarning(facts: SiteEntryFacts): boolean {
  const { settings } = facts;
  if (!settings?.enable_site_entry_popup) return false;
  if (facts.loggedIn || facts.installedApp) return false;
  const country = settings.geoip_country.toUpperCase();
  const limitedTo = settings.site_entry_popup_countries.map((code) => code.toUpperCase());
  if (limitedTo.length > 0 && !limitedTo.includes(country)) return false;
  // The warning links to these: a visitor must be able to read what they agree to.
  if (facts.route === 'pages-terms' || facts.route === 'pages-privacy') return false;
  const warnedHere =
    facts.layout === 'default'
      ? !isIn(NO_SITE_ENTRY_WARNING, facts.route)
      : ALWAYS_WARNED_COUNTRIES.includes(country);
  return warnedHere && !facts.acceptedOrSkipped();
}
