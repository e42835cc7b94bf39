import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@dating/shared';
import { likesQueryKey } from './api/get-likes-list';

/** A like or a match anywhere (live channel, this tab's like modal, a profile page) refreshes the lists. */
export function useLikesLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: likesQueryKey });
  useBusEvent('live.like.received', refresh);
  useBusEvent('live.match.made', refresh);
  useBusEvent('likes.reload-requested', refresh);
}
