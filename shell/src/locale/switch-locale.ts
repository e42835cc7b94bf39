// Spec section 4: switching the language re-renders the shell and every mounted remote at once (they follow
// `locale.changed`), remembers the choice in a cookie for 365 days, and saves it on the account when logged in.
import { api, getBus, type Locale, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '@dating/shared';

export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export async function switchLocale(locale: Locale): Promise<void> {
  const bus = getBus();
  writeLocaleCookie(locale);
  if (bus.getState('locale.changed')?.locale !== locale) bus.publish('locale.changed', { locale });
  const user = bus.getState('session.changed')?.user;
  if (!user || user.language === locale) return;
  try {
    await api.put('/api/user.php', { language: locale });
    // Keep the session in step, so the next poll does not look like a change.
    bus.publish('session.changed', { user: { ...user, language: locale } });
  } catch (error) {
    // The page is already in the new language; the account keeps the old one until the next switch.
    console.warn('Saving the language on the account failed', error);
  }
}
