import { createBus, type BusPayload, type User } from '@dating/shared';
import { backoffDelay, BACKOFF_CAP_MS } from './backoff';
import { startLiveSocket, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted: it sends the ready frame. */
  open(lastId: number, complete = true) {
    this.readyState = 1;
    this.onopen?.({});
    this.frame({ id: null, type: 'ready', payload: { lastId, complete } });
  }
  frame(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const user = (id: number) => ({ user: { id } as User }) as BusPayload<'session.changed'>;

function setUp() {
  const bus = createBus();
  const sockets: FakeSocket[] = [];
  const stop = startLiveSocket(bus, {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    url: () => 'ws://flirt.test/api/live',
    random: () => 0.5,
  });
  return { bus, sockets, stop, last: () => sockets[sockets.length - 1]! };
}

describe('backoffDelay', () => {
  it('doubles per attempt, half fixed and half random, up to the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 0.999)).toBeLessThanOrEqual(8000);
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(40, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('the live socket', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens one socket on login and closes it on logout', () => {
    const { bus, sockets, stop, last } = setUp();
    expect(sockets).toHaveLength(0);
    bus.publish('session.changed', user(7));
    bus.publish('session.changed', user(7));
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://flirt.test/api/live');
    last().open(40);
    expect(bus.getState('live.status')).toEqual({ connected: true });
    bus.publish('session.changed', { user: null });
    expect(last().closedWith).toBe(1000);
    expect(bus.getState('live.status')).toEqual({ connected: false });
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    stop();
  });

  it('publishes each event on the bus as live.<type>, once per id', () => {
    const { bus, stop, last } = setUp();
    const likes: unknown[] = [];
    const typing: unknown[] = [];
    bus.on('live.like.received').subscribe((payload) => likes.push(payload));
    bus.on('live.typing').subscribe((payload) => typing.push(payload));
    bus.publish('session.changed', user(7));
    last().open(40);
    last().frame({ id: 41, type: 'like.received', payload: { profileId: 3 } });
    last().frame({ id: 41, type: 'like.received', payload: { profileId: 3 } });
    last().frame({ id: null, type: 'typing', payload: { conversationId: 5, profileId: 3 } });
    last().frame({ id: null, type: 'typing', payload: { conversationId: 5, profileId: 3 } });
    expect(likes).toEqual([{ profileId: 3 }]);
    // Unstored events have no id and are never deduplicated.
    expect(typing).toHaveLength(2);
    stop();
  });

  it('passes an event this shell has never heard of to the bus by name, for its remote to check', () => {
    const { bus, stop, last } = setUp();
    const gifts: unknown[] = [];
    bus.onLive('gift.unwrapped').subscribe((payload) => gifts.push(payload));
    bus.publish('session.changed', user(7));
    last().open(40);
    last().frame({ id: 42, type: 'gift.unwrapped', payload: { giftId: 9 } });
    expect(gifts).toEqual([{ giftId: 9 }]);
    stop();
  });

  it('drops frames whose name is malformed or would land on its own live topics', () => {
    const { bus, stop, last } = setUp();
    const seen: unknown[] = [];
    bus.onAny().subscribe((envelope) => seen.push(envelope.type));
    bus.publish('session.changed', user(7));
    last().open(40);
    seen.length = 0;
    last().frame({ id: 43, type: 'status', payload: { connected: false } });
    last().frame({ id: 44, type: 'send', payload: {} });
    last().frame({ id: 45, type: 'Bad Name', payload: {} });
    last().frame({ id: 46, type: 'gift.sent', payload: null });
    expect(seen).toEqual([]);
    stop();
  });

  it('reconnects with growing, jittered delays and resumes from the last id it saw', () => {
    const { bus, sockets, stop, last } = setUp();
    bus.publish('session.changed', user(7));
    last().open(40);
    last().frame({ id: 45, type: 'credits.changed', payload: { credits: 3, paidUser: false } });
    last().drop();
    expect(bus.getState('live.status')).toEqual({ connected: false });
    // First retry: 1 s step, random 0.5 -> 750 ms.
    jest.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://flirt.test/api/live?since=45');
    // It fails again before opening: the next wait is twice as long (1500 ms).
    last().drop();
    jest.advanceTimersByTime(1499);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    expect(last().url).toBe('ws://flirt.test/api/live?since=45');
    // Once open again, the backoff starts over.
    last().open(45);
    last().drop();
    jest.advanceTimersByTime(750);
    expect(sockets).toHaveLength(4);
    stop();
  });

  it('asks for whole lists when the resume was incomplete', () => {
    const { bus, stop, last } = setUp();
    const asked: string[] = [];
    bus.on('chats.reload-requested').subscribe(() => asked.push('chats'));
    bus.on('likes.reload-requested').subscribe(() => asked.push('likes'));
    bus.publish('session.changed', user(7));
    last().open(40, false);
    expect(asked).toEqual(['chats', 'likes']);
    stop();
  });

  it('does not reconnect after the session ended; it asks for the user again', () => {
    const { bus, sockets, stop, last } = setUp();
    const reloads: unknown[] = [];
    bus.on('session.reload-requested').subscribe((payload) => reloads.push(payload));
    bus.publish('session.changed', user(7));
    last().open(1);
    last().drop(4401);
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(reloads).toHaveLength(1);
    stop();
  });

  it('sends live.send frames only while open, and starts afresh for another member', () => {
    const { bus, sockets, stop, last } = setUp();
    bus.publish('session.changed', user(7));
    bus.publish('live.send', { frame: { type: 'typing', conversationId: 9 } });
    last().open(50);
    bus.publish('live.send', { frame: { type: 'typing', conversationId: 9 } });
    expect(last().sent).toEqual([JSON.stringify({ type: 'typing', conversationId: 9 })]);
    bus.publish('session.changed', user(8));
    expect(sockets).toHaveLength(2);
    // The other member's position is not this one's.
    expect(last().url).toBe('ws://flirt.test/api/live');
    stop();
  });
});
