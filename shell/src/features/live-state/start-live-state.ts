// Keeps user, chats and likes fresh while someone is logged in (spec sections 4 and 9), and reloads on demand
// (`*.reload-requested`, a pushed message). Returns a function that stops everything.
import { type Bus } from '@dating/shared';
import { pushState } from '../push/push-state';
import { loadChats, loadLikes, loadUser } from './load-live-state';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, PUSH_POLL_INTERVAL_MS } from './poll-timing';

const quietly = (load: Promise<void>) =>
  load.catch((error: unknown) => console.warn('Refreshing the live state failed', error));

export function startLiveState(bus: Bus): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let userId: number | null = null;
  let firstLoad = true;

  const loggedIn = () => Boolean(bus.getState('session.changed')?.user);

  const loadLists = async () => {
    // The progress bar shows on the first load only: later polls happen in the background.
    const showProgress = firstLoad;
    firstLoad = false;
    if (showProgress) bus.publish('progress.start', { id: 'shell:live-state' });
    await Promise.all([quietly(loadChats(bus)), quietly(loadLikes(bus))]);
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
        if (loggedIn()) schedule(pushState.get() === 'subscribed' ? PUSH_POLL_INTERVAL_MS : POLL_INTERVAL_MS);
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
      // A login (or the session found at start-up): the first poll comes 5 s later.
      schedule(FIRST_POLL_DELAY_MS);
    }),
    bus.on('session.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadUser(bus));
    }),
    bus.on('chats.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadChats(bus));
    }),
    bus.on('likes.reload-requested').subscribe(() => {
      if (loggedIn()) void quietly(loadLikes(bus));
    }),
    // Spec section 4: chats and likes also reload on a pushed message.
    bus.on('message.received').subscribe(() => {
      if (!loggedIn()) return;
      void quietly(loadChats(bus));
      void quietly(loadLikes(bus));
    }),
  ];

  return () => {
    clearTimeout(timer);
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
