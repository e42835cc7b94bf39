import { createBus, type User } from '@dating/shared';
import { followSignupOpen, signupPath } from './follow-signup-open';

describe('signup.open', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('keeps only the tracking record of the landing URL', () => {
    expect(signupPath('?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c&utm_x=1&_force_domain=x')).toBe(
      '/signup?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c',
    );
    expect(signupPath('')).toBe('/signup');
  });

  it('opens the signup flow with the page tracking query for a visitor, and leaves a member where they are', () => {
    const bus = createBus();
    const stop = followSignupOpen(bus);
    window.history.pushState(null, '', '/landers/gallery?network=adnet&sub2=x');
    bus.publish('session.changed', { user: null });
    bus.publish('signup.open', { source: 'lander:gallery' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/signup?network=adnet&sub2=x');

    window.history.pushState(null, '', '/members/5');
    bus.publish('session.changed', { user: { id: 1 } as User });
    bus.publish('signup.open', { source: 'profile', profileId: 5 });
    expect(window.location.pathname).toBe('/members/5');
    stop();
  });
});
