// This remote's own server-state store (never shared with other remotes: each keeps its own cache), with its
// provider and page wrapper.
import { createQueryStore } from '@dating/shared/server-state';
import { STAFF_ME_KEY } from '../features/staff-session/session-calls';
import { isSignedOutError } from '../features/staff-session/use-staff-session';

export const { queryClient, QueryStore, withQueryClient } = createQueryStore();

// A staff session can end while a tab is open (an admin disabled the account, reset its login, or it timed
// out). Whatever call learns it first makes the session be asked again, so the frame sends the tab to the
// login on that request instead of showing an error on a page that stays open.
const isMe = (key: readonly unknown[] | undefined) => JSON.stringify(key) === JSON.stringify(STAFF_ME_KEY);
const sessionEnded = (error: unknown, key: readonly unknown[] | undefined) => {
  if (isSignedOutError(error) && !isMe(key)) void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
};
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'error')
    sessionEnded(event.action.error, event.query.queryKey);
});
queryClient.getMutationCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'error') sessionEnded(event.action.error, undefined);
});
