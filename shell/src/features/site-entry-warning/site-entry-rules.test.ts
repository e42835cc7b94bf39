import { shouldShowSiteEntryWarning, type SiteEntryFacts } from './site-entry-rules';

const facts = (overrides: Partial<SiteEntryFacts> = {}): SiteEntryFacts => ({
  settings: { enable_site_entry_popup: true, site_entry_popup_countries: [], geoip_country: 'FR' },
  loggedIn: false,
  layout: 'default',
  route: 'index',
  installedApp: false,
  acceptedOrSkipped: () => false,
  ...overrides,
});

describe('shouldShowSiteEntryWarning', () => {
  it('shows to a logged-out visitor in the default layout', () => {
    expect(shouldShowSiteEntryWarning(facts())).toBe(true);
  });

  it.each([
    ['logged in', { loggedIn: true }],
    ['installed app', { installedApp: true }],
    ['accepted or skipped', { acceptedOrSkipped: () => true }],
    ['no settings yet', { settings: null }],
    ['complete-signup', { route: 'complete-signup' as const }],
    ['reset-password', { route: 'reset-password' as const }],
    ['reset-password-do', { route: 'reset-password-do' as const }],
    ['the terms it links to', { route: 'pages-terms' as const }],
  ])('hides when %s', (_name, overrides) => {
    expect(shouldShowSiteEntryWarning(facts(overrides))).toBe(false);
  });

  it('hides when the site turned it off', () => {
    const settings = { enable_site_entry_popup: false, site_entry_popup_countries: [], geoip_country: 'NL' };
    expect(shouldShowSiteEntryWarning(facts({ settings }))).toBe(false);
  });

  it('is limited to the countries the site names', () => {
    const limited = (geoip_country: string) => ({
      enable_site_entry_popup: true,
      site_entry_popup_countries: ['nl', 'BE'],
      geoip_country,
    });
    expect(shouldShowSiteEntryWarning(facts({ settings: limited('NL') }))).toBe(true);
    expect(shouldShowSiteEntryWarning(facts({ settings: limited('be') }))).toBe(true);
    expect(shouldShowSiteEntryWarning(facts({ settings: limited('FR') }))).toBe(false);
  });

  it.each(['chat', 'lander', 'empty'] as const)('in the %s layout shows only for NL and DE', (layout) => {
    const from = (geoip_country: string) => ({
      enable_site_entry_popup: true,
      site_entry_popup_countries: [],
      geoip_country,
    });
    expect(shouldShowSiteEntryWarning(facts({ layout, settings: from('NL') }))).toBe(true);
    expect(shouldShowSiteEntryWarning(facts({ layout, settings: from('DE') }))).toBe(true);
    expect(shouldShowSiteEntryWarning(facts({ layout, settings: from('FR') }))).toBe(false);
    // The default-layout exceptions do not apply outside it.
    expect(
      shouldShowSiteEntryWarning(facts({ layout, route: 'landers-tinderswipe', settings: from('DE') })),
    ).toBe(true);
  });

  it('reads the stored acceptance only where the warning would show otherwise', () => {
    const stored = jest.fn(() => false);
    shouldShowSiteEntryWarning(facts({ loggedIn: true, acceptedOrSkipped: stored }));
    shouldShowSiteEntryWarning(facts({ layout: 'lander', acceptedOrSkipped: stored }));
    shouldShowSiteEntryWarning(facts({ route: 'pages-terms', acceptedOrSkipped: stored }));
    expect(stored).not.toHaveBeenCalled();
    expect(shouldShowSiteEntryWarning(facts({ acceptedOrSkipped: stored }))).toBe(true);
    expect(stored).toHaveBeenCalledTimes(1);
  });
});
