import { createBus } from '@dating/shared';
import { followPageRequests } from './page-requests';

describe('the page-wide requests', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('are answered without any layout rendered: a signup asked for by a remote opens, with the tracking', () => {
    const bus = createBus();
    const stop = followPageRequests(bus);
    window.history.pushState(null, '', '/members/7/landing2/tonight?network=e2e-net');
    bus.publish('session.changed', { user: null });
    bus.publish('signup.open', { source: 'member-landing', profileId: 7 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/signup?network=e2e-net');

    stop();
    window.history.pushState(null, '', '/landers/gallery');
    bus.publish('signup.open', { source: 'lander:gallery' });
    expect(window.location.pathname).toBe('/landers/gallery');
  });
});
