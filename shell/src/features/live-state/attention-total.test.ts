import { createBus, type BusPayload } from '@dating/shared';
import { followAttentionTotal, setAppBadge, titleWithCount } from './attention-total';

describe('the title prefix', () => {
  it('puts the count in front, once', () => {
    expect(titleWithCount('Chats · Flirt', 3)).toBe('(3) Chats · Flirt');
    expect(titleWithCount('(3) Chats · Flirt', 12)).toBe('(12) Chats · Flirt');
  });

  it('goes away at zero', () => {
    expect(titleWithCount('(12) Chats · Flirt', 0)).toBe('Chats · Flirt');
    expect(titleWithCount('Chats · Flirt', 0)).toBe('Chats · Flirt');
  });
});

describe('the app badge', () => {
  it('is set to the total and cleared at zero', () => {
    const setBadge = jest.fn(() => Promise.resolve());
    const clearBadge = jest.fn(() => Promise.resolve());
    const nav = { setAppBadge: setBadge, clearAppBadge: clearBadge } as unknown as Navigator;
    setAppBadge(4, nav);
    setAppBadge(0, nav);
    expect(setBadge).toHaveBeenCalledWith(4);
    expect(clearBadge).toHaveBeenCalledTimes(1);
  });

  it('ignores browsers without it and failures', () => {
    expect(() => setAppBadge(2, {} as Navigator)).not.toThrow();
    const throwing = {
      setAppBadge: () => {
        throw new Error('not allowed');
      },
    } as unknown as Navigator;
    expect(() => setAppBadge(2, throwing)).not.toThrow();
  });
});

describe('followAttentionTotal', () => {
  it('counts unread messages and new likes for a logged-in member only', () => {
    const bus = createBus();
    document.title = 'Flirt';
    const stop = followAttentionTotal(bus);
    bus.publish('chat.unread-changed', { total: 2 });
    bus.publish('likes.changed', { newCount: 3 } as BusPayload<'likes.changed'>);
    // Before the session is known nothing is shown.
    expect(document.title).toBe('Flirt');
    bus.publish('session.changed', { user: { id: 1 } } as BusPayload<'session.changed'>);
    expect(document.title).toBe('(5) Flirt');
    bus.publish('session.changed', { user: null });
    expect(document.title).toBe('Flirt');
    stop();
  });
});
