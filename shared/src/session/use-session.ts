// The session as every app sees it: the shell publishes `session.changed`, apps read it here.
import type { User } from '../contract/api-types';
import { useBusState } from '../bus/use-bus';

export interface SessionState {
  /** False until the shell has asked the API who is logged in: render neither logged-in nor logged-out UI yet. */
  known: boolean;
  user: User | null;
}

export function useSession(): SessionState {
  const state = useBusState('session.changed');
  return state ? { known: true, user: state.user } : { known: false, user: null };
}
