import { type Settings, type User, useBusState } from '@dating/shared';

/** The site's public settings, as the shell published them (undefined until it has). */
export function useSettings(): Settings | undefined {
  return useBusState('settings.loaded')?.settings;
}

/** The logged-in user, null when logged out, undefined until the shell knows. */
export function useCurrentUser(): User | null | undefined {
  const state = useBusState('session.changed');
  return state === undefined ? undefined : state.user;
}
