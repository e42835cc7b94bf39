import { createBus, type BusPayload, type User } from '@dating/shared';
import { pushState } from '../push/push-state';
import { forgetPushOnLogout } from './forget-push-on-logout';

function fakeContainer(subscribed: boolean) {
  const unsubscribe = jest.fn(() => Promise.resolve(true));
  const container = {
    getRegistration: () =>
      Promise.resolve({
        pushManager: { getSubscription: () => Promise.resolve(subscribed ? { unsubscribe } : null) },
      }),
  } as unknown as ServiceWorkerContainer;
  return { container, unsubscribe };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const login = { user: { id: 1 } as User } as BusPayload<'session.changed'>;

describe('forgetPushOnLogout', () => {
  it('unsubscribes the browser when the member logs out, not before', async () => {
    const bus = createBus();
    const { container, unsubscribe } = fakeContainer(true);
    pushState.set('subscribed');
    const stop = forgetPushOnLogout(bus, () => container);
    // A visitor who was never logged in keeps whatever the browser has.
    bus.publish('session.changed', { user: null });
    await flush();
    expect(unsubscribe).not.toHaveBeenCalled();
    bus.publish('session.changed', login);
    await flush();
    expect(unsubscribe).not.toHaveBeenCalled();
    bus.publish('session.changed', { user: null });
    await flush();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushState.get()).toBe('not-subscribed');
    stop();
  });

  it('copes with browsers without a service worker or a subscription', async () => {
    const bus = createBus();
    const stop = forgetPushOnLogout(bus, () => undefined);
    bus.publish('session.changed', login);
    bus.publish('session.changed', { user: null });
    const { container, unsubscribe } = fakeContainer(false);
    const stop2 = forgetPushOnLogout(bus, () => container);
    bus.publish('session.changed', login);
    bus.publish('session.changed', { user: null });
    await flush();
    expect(unsubscribe).not.toHaveBeenCalled();
    stop();
    stop2();
  });
});
