import { api, createBus, type User } from '@dating/shared';
import { startLiveState } from './start-live-state';

jest.mock('../live-socket/live-socket', () => ({ startLiveSocket: () => () => {} }));

const member = {
  id: 7,
  credits: 20,
  paid_user: false,
  unread_messages: 3,
} as User;
const likes = {
  profiles: [],
  liked_by: [
    { id: 1, like_new: true },
    { id: 2, like_new: true },
    { id: 3, like_new: false },
  ],
};

describe('startLiveState', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the unread and new-like counts with the session the page brought, not at the first poll', async () => {
    jest.useFakeTimers();
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(((path: string) =>
        Promise.resolve(path === '/api/likes.php' ? likes : member)) as typeof api.get);
    const bus = createBus();
    bus.publish('session.changed', { user: member });
    const stop = startLiveState(bus);

    expect(bus.getState('chat.unread-changed')).toEqual({ total: 3 });
    await jest.advanceTimersByTimeAsync(0);
    expect(bus.getState('likes.changed')?.newCount).toBe(2);
    // The likes were asked once (the page's first answer), and the user not again before the poll.
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/api/likes.php']);
    stop();
    get.mockRestore();
  });
});
