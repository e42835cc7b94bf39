import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeExposes } from '@dating/shared';
import { preloadRouteRemote } from './preload-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const preloaded = () => jest.mocked(preloadRemote).mock.calls.map(([args]) => args);

describe('routeExposes', () => {
  it("names the lifecycles, the route's page and the messages of one locale", () => {
    expect(routeExposes('members-id', 'de')).toEqual(['./app', './page/members-id', './messages/de']);
  });
});

describe('preloadRouteRemote', () => {
  beforeEach(() => jest.mocked(preloadRemote).mockClear());

  it("asks the federation runtime for the route's exposes, their own files only", () => {
    preloadRouteRemote('/members/42', 'nl');
    expect(preloaded()).toEqual([
      [
        {
          nameOrAlias: 'mf_members',
          exposes: ['./app', './page/members-id', './messages/nl'],
          resourceCategory: 'sync',
        },
      ],
    ]);
  });

  it("adds the header widget of the page's own remote on a members-only page", () => {
    preloadRouteRemote('/chats', 'en');
    expect(preloaded()[0]?.[0]?.exposes).toEqual([
      './app',
      './page/chats',
      './messages/en',
      './unread-indicator',
    ]);
  });

  it("preloads nothing on the shell's own pages and unknown paths", () => {
    preloadRouteRemote('/', 'en');
    preloadRouteRemote('/pages/terms', 'en');
    preloadRouteRemote('/no/such/page', 'en');
    expect(preloaded()).toEqual([]);
  });
});
