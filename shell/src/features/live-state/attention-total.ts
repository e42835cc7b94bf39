// Spec section 2: the window title gets '(n)' with unread messages plus new likes, and the app badge (where
// the browser has one) shows the same number. Failures of the badge API are ignored (spec section 8).
import type { Bus } from '@dating/shared';

const PREFIX = /^\(\d+\)\s/;

export function titleWithCount(title: string, total: number): string {
  const base = title.replace(PREFIX, '');
  return total > 0 ? `(${total}) ${base}` : base;
}

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function setAppBadge(total: number, nav: BadgeNavigator = navigator): void {
  try {
    const pending = total > 0 ? nav.setAppBadge?.(total) : nav.clearAppBadge?.();
    void pending?.catch(() => {});
  } catch {
    // Not supported, not installed, or not allowed: the title still shows the count.
  }
}

/** Follows the unread and new-like totals; returns a function that stops. */
export function followAttentionTotal(bus: Bus): () => void {
  let total = 0;
  const apply = () => {
    const next = titleWithCount(document.title, total);
    if (next !== document.title) document.title = next;
  };
  // Remotes set their own titles; the observer puts the count back in front of a new one.
  const titleObserver = new MutationObserver(apply);
  titleObserver.observe(document.head, { subtree: true, childList: true, characterData: true });

  // Plain subscriptions rather than rxjs operators: importing those from `rxjs` would make every page
  // download the whole shared rxjs singleton (~13 KB gzip) for three numbers.
  let unread = 0;
  let likes = 0;
  let loggedIn: boolean | null = null;
  const update = () => {
    // Nothing is known before the first session state.
    if (loggedIn === null) return;
    total = loggedIn ? unread + likes : 0;
    apply();
    setAppBadge(total);
  };
  const subscriptions = [
    bus.on('chat.unread-changed').subscribe(({ total: count }) => {
      unread = count;
      update();
    }),
    bus.on('likes.changed').subscribe(({ newCount }) => {
      likes = newCount;
      update();
    }),
    bus.on('session.changed').subscribe(({ user }) => {
      loggedIn = Boolean(user);
      update();
    }),
  ];

  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    titleObserver.disconnect();
  };
}
