import { api, createBus, type BusPayload, type LikeModalProfile, type User } from '@dating/shared';
import { followLiveEvents } from './follow-live-events';
import { pollInterval } from './start-live-state';

const anna: LikeModalProfile = { id: 3, name: 'Anna', fictional: false, main_image: null };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followLiveEvents', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the like modal with the liker and reloads the likes', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(anna);
    const bus = createBus();
    const stop = followLiveEvents(bus);
    const liked: unknown[] = [];
    const reloads: unknown[] = [];
    bus.on('like.received').subscribe((payload) => liked.push(payload));
    bus.on('likes.reload-requested').subscribe((payload) => reloads.push(payload));
    bus.publish('live.like.received', { profileId: 3 });
    await flush();
    expect(get).toHaveBeenCalledWith('/api/live-profile.php', { query: { id: 3 }, retry: true });
    expect(liked).toEqual([{ profile: anna }]);
    expect(reloads).toHaveLength(1);
    stop();
  });

  it('opens the match modal for a live match', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(anna);
    const bus = createBus();
    const stop = followLiveEvents(bus);
    const matched: unknown[] = [];
    bus.on('match.made').subscribe((payload) => matched.push(payload));
    bus.publish('live.match.made', { profileId: 3 });
    await flush();
    expect(matched).toEqual([{ profile: anna }]);
    stop();
  });

  it('publishes credits.changed only when the balance differs', () => {
    const bus = createBus();
    const stop = followLiveEvents(bus);
    const seen: unknown[] = [];
    bus.publish('credits.changed', { credits: 5, paidUser: false });
    bus.on('credits.changed').subscribe((payload) => seen.push(payload));
    bus.publish('live.credits.changed', { credits: 5, paidUser: false });
    bus.publish('live.credits.changed', { credits: 2, paidUser: false });
    // The replayed state first, then the one change.
    expect(seen).toEqual([
      { credits: 5, paidUser: false },
      { credits: 2, paidUser: false },
    ]);
    stop();
  });

  it('makes the session premium at once when a purchase on another tab lands', () => {
    const bus = createBus();
    const stop = followLiveEvents(bus);
    const user = { id: 1, credits: 0, paid_user: false } as unknown as User;
    bus.publish('session.changed', { user });
    bus.publish('live.credits.changed', { credits: 100, paidUser: true });
    expect(bus.getState('session.changed')?.user).toMatchObject({ id: 1, credits: 100, paid_user: true });
    stop();
  });

  it('turns a live message into message.received and a closed chat into a chat list reload', () => {
    const bus = createBus();
    const stop = followLiveEvents(bus);
    const received: unknown[] = [];
    const reloads: unknown[] = [];
    bus.on('message.received').subscribe((payload) => received.push(payload));
    bus.on('chats.reload-requested').subscribe((payload) => reloads.push(payload));
    const message = { conversationId: 4, messageId: 9, profileId: 3, sentAt: '2026-11-24T19:00:00Z' };
    bus.publish('live.message.new', message);
    bus.publish('live.conversation.closed', { conversationId: 4, profileId: 3 });
    expect(received).toEqual([message]);
    expect(reloads).toHaveLength(1);
    stop();
  });

  it('logs the tab out when its session ended elsewhere', () => {
    const bus = createBus();
    const stop = followLiveEvents(bus);
    window.history.pushState({}, '', '/chats');
    bus.publish('session.changed', { user: { id: 1 } as User } as BusPayload<'session.changed'>);
    bus.publish('live.session.ended', { reason: 'password_changed' });
    expect(bus.getState('session.changed')).toEqual({ user: null });
    expect(window.location.pathname).toBe('/');
    stop();
  });
});

describe('pollInterval', () => {
  it('is 60 s without socket or push and 15 min while the socket is open', () => {
    const bus = createBus();
    expect(pollInterval(bus)).toBe(60_000);
    bus.publish('live.status', { connected: true });
    expect(pollInterval(bus)).toBe(900_000);
    bus.publish('live.status', { connected: false });
    expect(pollInterval(bus)).toBe(60_000);
  });
});
