// A visitor has nothing to keep fresh: the polling, the live socket and the push bookkeeping download with the
// first session that has a member (a login, or the session found at start-up) and then run for the whole page.
import type { Bus } from '@dating/shared';

type LiveStateModule = Pick<typeof import('./start-live-state'), 'startLiveState'>;

const loadLiveState = (): Promise<LiveStateModule> =>
  import(/* webpackChunkName: "live-state" */ './start-live-state');

export function startLiveStateOnLogin(
  bus: Bus,
  load: () => Promise<LiveStateModule> = loadLiveState,
): () => void {
  let requested = false;
  let stopped = false;
  let stopLiveState: (() => void) | undefined;
  const subscription = bus.on('session.changed').subscribe(({ user }) => {
    if (!user || requested) return;
    requested = true;
    load().then(
      ({ startLiveState }) => {
        if (!stopped) stopLiveState = startLiveState(bus);
      },
      (error: unknown) => {
        // The chunk did not arrive (offline, a deploy in between): the next session change tries again.
        requested = false;
        console.warn('Loading the live state failed', error);
      },
    );
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    stopLiveState?.();
  };
}
