// The matching cases run against the routes every package declares (jest's setup installs them as the
// registry would publish them), so they check the declarations as much as the matcher.
import { currentRouteTable, matchRoute } from '../routing/current-routes';
import { LANDER_COPY_ALL, LANDER_COPY_KINDS } from './lander-copy';
import { pathFor, ROUTE_NAMES, ROUTES } from './route-paths';

describe('ROUTES', () => {
  it('covers every route name of spec section 2', () => {
    const specNames = [
      'index',
      'members',
      'members-id',
      'likes-m-id',
      'account-deleted',
      'chats',
      'chats-id',
      'complaints',
      'complete-signup',
      'credits',
      'credits-repeat-order',
      'credits-id-paymentmethod',
      'directdebit',
      'lang-config',
      'likes',
      'likes-type',
      'login',
      'match-finder',
      'notifications',
      'premium',
      'pricing',
      'profile',
      'reset-password',
      'reset-password-do',
      'signup',
      'signup-matches',
      'swipe-game',
      'activate-done',
      'activate-error',
      'mail-change-do',
      'transactions-id',
      'members-id-chat',
      'members-id-landing',
      'members-id-signup',
      'members-id-landing2-slug',
      'members-id-landing3-slug',
    ];
    for (const name of specNames) expect(ROUTE_NAMES).toContain(name);
  });

  it('is declared, path for path, by the packages that show it', () => {
    const declared = Object.fromEntries(currentRouteTable().routes.map((route) => [route.name, route.path]));
    for (const name of ROUTE_NAMES) expect(declared[name]).toBe(ROUTES[name]);
  });

  it('matches every static path to its own route', () => {
    for (const name of ROUTE_NAMES) {
      const pattern = ROUTES[name];
      if (pattern.includes(':')) continue;
      expect(matchRoute(pattern)).toEqual({ name, params: {} });
    }
  });
});

describe('matchRoute on the declared routes', () => {
  it.each([
    ['/', 'index', {}],
    ['/members', 'members', {}],
    ['/members/5', 'members-id', { id: '5' }],
    ['/members/5/', 'members-id', { id: '5' }],
    ['/members/5/chat', 'members-id-chat', { id: '5' }],
    ['/members/5/landing', 'members-id-landing', { id: '5' }],
    ['/members/5/signup', 'members-id-signup', { id: '5' }],
    ['/members/5/landing2', 'members-id-landing2-slug', { id: '5' }],
    ['/members/5/landing3/summer', 'members-id-landing3-slug', { id: '5', slug: 'summer' }],
    ['/likes/m/5', 'likes-m-id', { id: '5' }],
    ['/likes/received', 'likes-type', { type: 'received' }],
    ['/credits/repeat-order', 'credits-repeat-order', {}],
    ['/credits/12', 'credits-id-paymentmethod', { id: '12' }],
    ['/credits/12/ideal', 'credits-id-paymentmethod', { id: '12', paymentmethod: 'ideal' }],
    ['/transactions', 'transactions-id', {}],
    ['/transactions/77', 'transactions-id', { id: '77' }],
    ['/chats/3', 'chats-id', { id: '3' }],
    ['/landers/tinderswipe', 'landers-tinderswipe', {}],
    ['/landers/gallery', 'landers-kind-slug', { kind: 'gallery' }],
    ['/landers/video/my-slug', 'landers-kind-slug', { kind: 'video', slug: 'my-slug' }],
    ['/pages/return-policy', 'pages-return-policy', {}],
    ['/settings/delete-account', 'settings-delete-account', {}],
    ['/terms', 'content-token', { token: 'terms' }],
    ['/FAQ', 'content-token', { token: 'FAQ' }],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('ignores a query string or hash', () => {
    expect(matchRoute('/chats/3?x=1#top')).toEqual({ name: 'chats-id', params: { id: '3' } });
  });

  it.each([
    '/landers/unknownkind',
    '/landers/gallery/a/b',
    '/members/5/chat/extra',
    '/sw.js',
    '/favicon.ico',
    '/pages/unknown',
    '/likes/m/5/x',
    '/a',
    // An unknown content token is an honest 404, not a page saying "not found".
    '/imprint',
    '/abc123',
    '/members/%E0%A4%A',
    // Params are validated in the route table: a bad one is a 404, not a page that fails later.
    '/members/abc',
    '/members/J%C3%BCrgen',
    '/members/012',
    '/members/2147483648',
    '/chats/0',
    '/likes/whatever',
    '/credits/abc',
    '/credits/12/foo',
    '/transactions/abc',
    '/members/x/chat',
    '/members/1.5/landing2/slug',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('takes the largest PostgreSQL integer as an id', () => {
    expect(matchRoute('/members/2147483647')?.name).toBe('members-id');
  });

  it('knows every lander kind mf-landers declares', () => {
    const kinds = Object.keys(currentRouteTable().landerKinds);
    expect(kinds).toContain('maplanding');
    for (const kind of kinds) expect(matchRoute(`/landers/${kind}`)?.name).toBe('landers-kind-slug');
  });

  // e2e/support/landers.ts takes its landers from the contract and scripts/bench-vitals.mjs from
  // mf-landers' routes.json: the two lists must name the same landers.
  it("lists in the contract's lander kinds exactly the landers mf-landers declares", () => {
    const contract = LANDER_COPY_KINDS.filter((kind) => kind !== LANDER_COPY_ALL);
    const declared = ['tinderswipe', ...Object.keys(currentRouteTable().landerKinds)];
    expect(matchRoute('/landers/tinderswipe')?.name).toBe('landers-tinderswipe');
    expect([...contract].sort()).toEqual(declared.sort());
  });
});

describe('pathFor', () => {
  it('builds static and param paths', () => {
    expect(pathFor('index')).toBe('/');
    expect(pathFor('members-id', { id: 5 })).toBe('/members/5');
    expect(pathFor('members-id-chat', { id: '7' })).toBe('/members/7/chat');
    expect(pathFor('likes-m-id', { id: 9 })).toBe('/likes/m/9');
  });

  it('leaves out absent optional segments', () => {
    expect(pathFor('transactions-id', {})).toBe('/transactions');
    expect(pathFor('credits-id-paymentmethod', { id: 3 })).toBe('/credits/3');
    expect(pathFor('credits-id-paymentmethod', { id: 3, paymentmethod: 'paypal' })).toBe('/credits/3/paypal');
    expect(pathFor('landers-kind-slug', { kind: 'video', slug: null })).toBe('/landers/video');
  });

  it('encodes params and adds a query', () => {
    expect(pathFor('landers-kind-slug', { kind: 'video', slug: 'a/b c' })).toBe('/landers/video/a%2Fb%20c');
    expect(pathFor('login', {}, { redirect: '/chats/3', skip: undefined })).toBe(
      '/login?redirect=%2Fchats%2F3',
    );
  });

  it('round-trips through matchRoute', () => {
    const path = pathFor('members-id-landing2-slug', { id: 42, slug: 'x y' });
    expect(matchRoute(path)).toEqual({ name: 'members-id-landing2-slug', params: { id: '42', slug: 'x y' } });
  });

  it('throws on a missing required param', () => {
    // @ts-expect-error the type system already refuses this
    expect(() => pathFor('members-id', {})).toThrow(/needs the param id/);
  });
});
