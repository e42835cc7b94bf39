// Dismissals are timestamps in localStorage, keyed per user (`shell:dismissed:<kind>:<userId>`), so one
// member's choice on a shared device does not hide an alert from another.
//
// Re-show rules (the spec leaves them to us):
// - profile photo, push and disabled-notifications alerts come back after 7 days: a reminder ignored for a
//   week deserves one more look, more often would nag;
// - the confirm-e-mail reminder (dismissible on a phone only) comes back after a day: the profile stays
//   disabled until the address is confirmed;
// - the time-bonus modal never comes back: the bonus lasts 4 hours, so "not dismissed before" means once.
const DAY_MS = 24 * 60 * 60 * 1000;

export const DISMISSAL_RESHOW_MS = {
  'profile-photo': 7 * DAY_MS,
  push: 7 * DAY_MS,
  'disabled-notifications': 7 * DAY_MS,
  activation: DAY_MS,
  'time-bonus-modal': Number.POSITIVE_INFINITY,
} as const;

export type DismissalKind = keyof typeof DISMISSAL_RESHOW_MS;

export function dismissalKey(kind: DismissalKind, userId: number): string {
  return `shell:dismissed:${kind}:${userId}`;
}

export function dismissedAt(
  kind: DismissalKind,
  userId: number,
  storage: Storage = localStorage,
): number | null {
  try {
    const raw = storage.getItem(dismissalKey(kind, userId));
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function isDismissed(
  kind: DismissalKind,
  userId: number,
  now = Date.now(),
  storage: Storage = localStorage,
): boolean {
  const at = dismissedAt(kind, userId, storage);
  return at !== null && now - at < DISMISSAL_RESHOW_MS[kind];
}

export function dismiss(
  kind: DismissalKind,
  userId: number,
  now = Date.now(),
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(dismissalKey(kind, userId), String(now));
  } catch {
    // Private modes may refuse storage: the alert then simply stays hidden for this page view.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Calls `listener` after every dismissal on this page (the phone's one notice makes way for the next). */
export function onDismissal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
