// What opens the like / match modal: `like.received` and `match.made` on the bus, and the query parameter `t`
// (seconds) that shows the like modal after that delay and is then removed from the URL (spec section 2).
// Without a profile the modal loads an automatic like, and reloads likes 500 ms later.
import { useCallback, useEffect, useState } from 'react';
import {
  getBus,
  type LikeModalProfile,
  navigate,
  useBusEvent,
  useBusState,
  useLocation,
} from '@dating/shared';
import { loadAutoLike } from './load-auto-like';

export const LIKES_RELOAD_DELAY_MS = 500;
/** `t` beyond an hour is a broken link, not a wish to wait. */
const MAX_T_SECONDS = 3600;

export interface LikeModalState {
  kind: 'like' | 'match';
  profile: LikeModalProfile;
}

export function useLikeModal(): [LikeModalState | null, () => void] {
  const [shown, setShown] = useState<LikeModalState | null>(null);
  const loggedIn = Boolean(useBusState('session.changed')?.user);
  const { searchParams } = useLocation();
  const delay = searchParams.get('t');

  const showAutoLike = useCallback(() => {
    loadAutoLike()
      .then((profile) => {
        setShown({ kind: 'like', profile });
        setTimeout(() => getBus().publish('likes.reload-requested', {}), LIKES_RELOAD_DELAY_MS);
      })
      // No profile available (or a failure): nothing to announce.
      .catch(() => {});
  }, []);

  useBusEvent('like.received', ({ profile }) => {
    if (profile) setShown({ kind: 'like', profile });
    else showAutoLike();
  });
  useBusEvent('match.made', ({ profile }) => setShown({ kind: 'match', profile }));

  useEffect(() => {
    if (delay === null || !loggedIn) return;
    const seconds = Number(delay);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_T_SECONDS) return;
    const timer = setTimeout(() => {
      showAutoLike();
      const url = new URL(window.location.href);
      url.searchParams.delete('t');
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [delay, loggedIn, showAutoLike]);

  const hide = useCallback(() => setShown(null), []);
  // Logging out hides it at once; a stale like must not greet the next person on this device.
  return [loggedIn ? shown : null, hide];
}
