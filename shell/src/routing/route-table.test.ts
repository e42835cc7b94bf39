import { currentRouteTable } from '@dating/shared';
import { installRoutes, loginPathFor, nearestPageAbove, resolveRoute } from './route-table';

describe('the route table', () => {
  // jest's setup installed every package's declared routes, as the registry publishes them.
  const published = {
    routes: [...currentRouteTable().routes],
    landerKinds: { ...currentRouteTable().landerKinds },
  };
  afterEach(() =>
    installRoutes({ ...published, routes: published.routes.filter((r) => r.owner !== 'shell') }),
  );

  it.each([
    ['/', 'shell', 'default', false],
    ['/pages/terms', 'shell', 'default', false],
    ['/terms', 'shell', 'default', false],
    ['/members/12', 'mf_members', 'default', false],
    ['/likes/m/12', 'mf_members', 'default', true],
    ['/chats', 'mf_chat', 'default', true],
    ['/chats/3', 'mf_chat', 'chat', true],
    ['/members/12/chat', 'mf_chat', 'chat', true],
    ['/likes/matches', 'mf_chat', 'default', true],
    ['/credits/repeat-order', 'mf_payments', 'default', true],
    ['/credits/4/ideal', 'mf_payments', 'default', true],
    ['/pricing', 'mf_payments', 'default', false],
    ['/login', 'mf_signup', 'default', false],
    ['/settings', 'mf_signup', 'default', true],
    ['/landers/tinderswipe', 'mf_landers', 'lander', false],
    ['/members/12/landing3/summer', 'mf_landers', 'lander', false],
    ['/members/12/signup', 'mf_landers', 'lander', false],
    // The back office checks its own staff session, not a member's login.
    ['/staff', 'mf_staff', 'staff', false],
    ['/staff/login', 'mf_staff', 'staff', false],
    ['/staff/queues/photos', 'mf_staff', 'staff', false],
    ['/staff/members/12', 'mf_staff', 'staff', false],
  ])('%s is shown by %s in the %s layout (login: %s)', (path, owner, layout, login) => {
    expect(resolveRoute(path).config).toEqual({ owner, layout, login });
  });

  it('gives unknown paths to the shell’s 404 page', () => {
    expect(resolveRoute('/chats/3/more')).toEqual({
      match: null,
      config: { owner: 'shell', layout: 'default', login: false },
    });
  });

  it('keeps an unknown address inside the back office in its layout, and knows the page above it', () => {
    expect(resolveRoute('/staff/queues/bogus')).toEqual({
      match: null,
      config: { owner: 'shell', layout: 'staff', login: false },
    });
    expect(nearestPageAbove('/staff/queues/bogus')).toEqual({ path: '/staff', layout: 'staff' });
    expect(nearestPageAbove('/members/12/bogus?x=1')).toEqual({ path: '/members/12', layout: 'default' });
    // Only the home page above: no way up but home.
    expect(nearestPageAbove('/nothing-here')).toBeNull();
  });

  it('takes a remote’s new route from the registry, and forgets it when the registry does', () => {
    installRoutes({
      routes: [{ name: 'gift-cards', path: '/credits/gift-cards', login: true, owner: 'mf_payments' }],
      landerKinds: {},
    });
    expect(resolveRoute('/credits/gift-cards')).toEqual({
      match: { name: 'gift-cards', params: {} },
      config: { owner: 'mf_payments', layout: 'default', login: true },
    });
    expect(resolveRoute('/pages/terms').config.owner).toBe('shell');
    installRoutes({ routes: [], landerKinds: {} });
    expect(resolveRoute('/credits/gift-cards').match).toBeNull();
  });

  it('never lets a remote take a shell route, mount for an unknown remote or pick an unknown layout', () => {
    installRoutes({
      routes: [
        { name: 'index', path: '/home-of-payments', owner: 'mf_payments' },
        { name: 'elsewhere', path: '/elsewhere', owner: 'mf_unknown' },
        { name: 'odd', path: '/odd', layout: 'spaceship', owner: 'mf_chat' },
      ],
      landerKinds: {},
    });
    expect(resolveRoute('/home-of-payments').match).toBeNull();
    expect(resolveRoute('/elsewhere').match).toBeNull();
    expect(resolveRoute('/odd').config.layout).toBe('default');
  });

  it('sends a visitor to the login with the full way back', () => {
    expect(loginPathFor({ pathname: '/chats/3', search: '?t=5', hash: '#end' })).toBe(
      '/login?next=%2Fchats%2F3%3Ft%3D5%23end',
    );
  });
});
