import { preloadFilter } from './preload-remote';

describe('preloadFilter', () => {
  const keep = preloadFilter('de');
  const base = 'https://site.example/mf/mf-chat/0.1.0';

  it('keeps the page code and the messages of the expected locale', () => {
    expect(keep(`${base}/__federation_expose_app.1a2b.js`)).toBe(true);
    expect(keep(`${base}/985.503aa54f.js`)).toBe(true);
    expect(keep(`${base}/messages-de.ff41.js`)).toBe(true);
  });

  it('skips the other locales and the widgets the layout loads on its own', () => {
    expect(keep(`${base}/messages-en.52ad.js`)).toBe(false);
    expect(keep(`${base}/messages-pl.4819.js`)).toBe(false);
    expect(keep(`${base}/__federation_expose_unread_indicator.2111.js`)).toBe(false);
  });

  it('keeps the widgets it is asked for, besides the page code', () => {
    const withWidget = preloadFilter('de', ['./app', './unread-indicator']);
    expect(withWidget(`${base}/__federation_expose_unread_indicator.2111.js`)).toBe(true);
    expect(withWidget(`${base}/__federation_expose_app.1a2b.js`)).toBe(true);
    expect(withWidget(`${base}/__federation_expose_other_widget.77aa.js`)).toBe(false);
  });

  it("keeps the route's own page chunk and skips the remote's other pages", () => {
    const profile = preloadFilter('de', ['./app'], 'likes-m-id');
    expect(profile(`${base}/page~members-id~likes-m-id.9c1d.js`)).toBe(true);
    expect(profile(`${base}/page~members.3e4f.js`)).toBe(false);
    expect(profile(`${base}/page~match-finder~signup-matches.77aa.js`)).toBe(false);
    expect(profile(`${base}/985.503aa54f.js`)).toBe(true);
  });

  it('matches whole route names, not a route that starts like another', () => {
    expect(preloadFilter('de', ['./app'], 'members')(`${base}/page~members-id~likes-m-id.9c1d.js`)).toBe(
      false,
    );
  });

  it('skips every page chunk when no route is given', () => {
    expect(keep(`${base}/page~members.3e4f.js`)).toBe(false);
  });

  it("skips the remote's own copy of the shared texts, which the shell's @dating/shared loads", () => {
    expect(keep(`${base}/shared-messages-de.7e21.js`)).toBe(false);
    expect(keep(`${base}/shared-messages-en.2a90.js`)).toBe(false);
  });

  it('skips what a page loads only on demand', () => {
    const profile = preloadFilter('de', ['./app'], 'members-id');
    expect(profile(`${base}/on-demand~profile-dialogs.1377c3d9.js`)).toBe(false);
  });
});
