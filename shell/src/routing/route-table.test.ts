import { ROUTE_NAMES } from '@dating/shared';
import { loginPathFor, resolveRoute, ROUTE_TABLE } from './route-table';

describe('the route table', () => {
  it('assigns every route of the product', () => {
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each([
    ['/', 'shell', 'default', false],
    ['/pages/terms', 'shell', 'default', false],
    ['/some-campaign', 'shell', 'default', false],
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

  it('sends a visitor to the login with the full way back', () => {
    expect(loginPathFor({ pathname: '/chats/3', search: '?t=5', hash: '#end' })).toBe(
      '/login?next=%2Fchats%2F3%3Ft%3D5%23end',
    );
  });
});
