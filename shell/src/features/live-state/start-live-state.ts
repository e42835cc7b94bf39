// Keeps the user (with its unread count) and likes fresh while someone is logged in (spec sections 4 and 9), and reloads on demand
// (`*.reload-requested`, a pushed or live message). The live socket brings news as it happens; polling stays
// as the fallback and slows right down while the socket is open. Returns a function that stops everything.
import { type Bus } from '@dating/shared';
import { startLiveSocket } from '../live-socket/live-socket';
import { pushState } from '../push/push-state';
import { followLiveEvents } from './follow-live-events';
import { forgetPushOnLogout } from './forget-push-on-logout';
import { loadLikes, loadUser, publishUser } from './load-live-state';
import {
  FIRST_POLL_DELAY_MS,
  LIVE_POLL_INTERVAL_MS,
  MESSAGE_RELOAD_DELAY_MS,
  POLL_INTERVAL_MS,
  PUSH_POLL_INTERVAL_MS,
} from './poll-timing';

const quietly = (load: Promise<void>) =>
  load.catch((error: unknown) => console.warn('Refreshing the live state failed', error));

/** How long until the next poll: long while the socket is open, 300 s with push, else 60 s (spec section 9). */
export function pollInterval(bus: Bus): number {
  if (bus.getState('live.status')?.connected) return LIVE_POLL_INTERVAL_MS;
  return pushState.get() === 'subscribed' ? PUSH_POLL_INTERVAL_MS : POLL_INTERVAL_MS;
}

export function startLiveState(bus: Bus): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  let socketWasOpen = false;
  let userId: number | null = null;
  let firstLoad = true;

  const loggedIn = () => Boolean(bus.getState('session.changed')?.user);

  const loadLists = async () => {
    // The progress bar shows on the first load only: later polls happen in the background.
    const showProgress = firstLoad;
    firstLoad = false;
    if (showProgress) bus.publish('progress.start', { id: 'shell:live-state' });
    await quietly(loadLikes(bus));
    if (showProgress) bus.publish('progress.done', { id: 'shell:live-state' });
  };

  const poll = async () => {
    if (!loggedIn()) return;
    await quietly(loadUser(bus));
    if (loggedIn()) await loadLists();
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void poll().finally(() => {
        if (loggedIn()) schedule(pollInterval(bus));
      });
    }, delay);
  };

  const subscriptions = [
    bus.on('session.changed').subscribe(({ user }) => {
      const next = user?.id ?? null;
      if (next === userId) return;
      userId = next;
      if (next === null) {
        clearTimeout(timer);
        firstLoad = true;
        return;
      }
      // A login (or the session found at start-up): the badges and the title's count show at once, from the
      // user's unread count and the likes (whose first answer comes with the page, so no request waits), not
      // at the first poll, which comes 5 s later.
      if (user) publishUser(bus, user);
      void loadLists();
      schedule(FIRST_POLL_DELAY_MS);
    }),
    bus.on('session.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadUser(bus));
    }),
    // The badge's unread count comes with the user: the shell never downloads the chat list itself.
    bus.on('chats.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadUser(bus));
    }),
    bus.on('likes.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadLikes(bus));
    }),
    // Spec section 4: chats and likes also reload on a pushed message; a burst of live ones reloads once.
    bus.on('message.received').subscribe(() => {
      if (!loggedIn() || messageTimer !== undefined) return;
      messageTimer = setTimeout(() => {
        messageTimer = undefined;
        if (!loggedIn()) return;
        void quietly(loadUser(bus));
        void quietly(loadLikes(bus));
      }, MESSAGE_RELOAD_DELAY_MS);
    }),
    // The socket dropped: the slow poll scheduled while it was open would leave the page stale for minutes.
    bus.on('live.status').subscribe(({ connected }) => {
      const dropped = socketWasOpen && !connected;
      socketWasOpen = connected;
      if (dropped && userId !== null) schedule(pollInterval(bus));
    }),
  ];
  const stopFollowing = followLiveEvents(bus);
  const stopSocket = startLiveSocket(bus);
  const stopForgetting = forgetPushOnLogout(bus);

  return () => {
    clearTimeout(timer);
    clearTimeout(messageTimer);
    stopSocket();
    stopFollowing();
    stopForgetting();
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
