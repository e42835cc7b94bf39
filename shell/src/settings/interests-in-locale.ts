// The settings name the interests in the locale the server chose for the first request (cookie, browser
// languages, domain); the page may then show another one: the member's account language, or a switch in the
// footer. The names are fetched again in the locale on screen, so a profile never lists German interests on
// an English page.
import { api, type Bus, type Locale } from '@dating/shared';

/** Keeps `settings.loaded`'s interest names in the locale on screen; returns a function that stops. */
export function followInterestsLocale(bus: Bus, namedIn: Locale): () => void {
  let current = namedIn;
  const subscription = bus.on('locale.changed').subscribe(({ locale }) => {
    if (locale === current) return;
    api
      .get('/api/interests.php', { query: { language: locale } })
      .then((interests) => {
        const settings = bus.getState('settings.loaded')?.settings;
        // A later switch wins over an answer that arrives after it.
        if (!settings || bus.getState('locale.changed')?.locale !== locale) return;
        current = locale;
        bus.publish('settings.loaded', { settings: { ...settings, interests } });
      })
      .catch((error: unknown) =>
        console.warn('Interest names in the new language could not be loaded', error),
      );
  });
  return () => subscription.unsubscribe();
}
