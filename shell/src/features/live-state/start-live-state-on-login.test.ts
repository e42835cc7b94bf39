import { createBus, type BusPayload, type User } from '@dating/shared';
import { startLiveStateOnLogin } from './start-live-state-on-login';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const member = { user: { id: 7 } as User } as BusPayload<'session.changed'>;

function fakeModule() {
  const stop = jest.fn();
  const startLiveState = jest.fn(() => stop);
  const load = jest.fn(() => Promise.resolve({ startLiveState }));
  return { load, startLiveState, stop };
}

describe('startLiveStateOnLogin', () => {
  it('loads nothing for a visitor, and starts the live state once with the first member session', async () => {
    const bus = createBus();
    const { load, startLiveState } = fakeModule();
    const stop = startLiveStateOnLogin(bus, load);
    bus.publish('session.changed', { user: null });
    await flush();
    expect(load).not.toHaveBeenCalled();

    bus.publish('session.changed', member);
    bus.publish('session.changed', { user: null });
    bus.publish('session.changed', member);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startLiveState).toHaveBeenCalledTimes(1);
    expect(startLiveState).toHaveBeenCalledWith(bus);
    stop();
  });

  it('starts at once when the member session was published before it', async () => {
    const bus = createBus();
    bus.publish('session.changed', member);
    const { load, startLiveState } = fakeModule();
    const stop = startLiveStateOnLogin(bus, load);
    await flush();
    expect(startLiveState).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops what it started, and never starts after being stopped', async () => {
    const bus = createBus();
    const started = fakeModule();
    const stopStarted = startLiveStateOnLogin(bus, started.load);
    bus.publish('session.changed', member);
    await flush();
    stopStarted();
    expect(started.stop).toHaveBeenCalledTimes(1);

    const late = fakeModule();
    const stopLate = startLiveStateOnLogin(bus, late.load);
    stopLate();
    await flush();
    expect(late.startLiveState).not.toHaveBeenCalled();
  });

  it('tries again with the next session change when the chunk failed to load', async () => {
    const bus = createBus();
    const { startLiveState } = fakeModule();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ startLiveState });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = startLiveStateOnLogin(bus, load);
    bus.publish('session.changed', member);
    await flush();
    expect(startLiveState).not.toHaveBeenCalled();
    bus.publish('session.changed', member);
    await flush();
    expect(startLiveState).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    stop();
  });
});
