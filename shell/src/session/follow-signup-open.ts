// `signup.open` from any remote (a lander's button, the members area's logged-out prompt): the signup flow
// opens at /signup (a modal on desktop, a page on phones), carrying the page's tracking query (network,
// ref, sub1-sub3) so the traffic source of a paid visit goes into the account. A logged-in member has an
// account already and is left where they are.
import { type Bus, navigate, pathFor } from '@dating/shared';

const TRACKING = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export function signupPath(search: string): string {
  const from = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of TRACKING) {
    const value = from.get(key);
    if (value) query[key] = value;
  }
  return pathFor('signup', {}, query);
}

export function followSignupOpen(bus: Bus): () => void {
  const subscription = bus.on('signup.open').subscribe(() => {
    if (bus.getState('session.changed')?.user) return;
    navigate(signupPath(window.location.search));
  });
  return () => subscription.unsubscribe();
}
