// Keeps a shown profile current from the live channel: a like or a match by this member goes into the store
// at once (the match note shows), and a conversation with them that closed (a block either way) asks for the
// profile again, whose answer says who blocked whom.
import { useQueryClient } from '@tanstack/react-query';
import { type MemberView, useBusEvent } from '@dating/shared';
import { memberQueryKey } from './api/get-member';

export function useMemberLive(id: number) {
  const queryClient = useQueryClient();
  const patch = (change: Partial<MemberView>) =>
    queryClient.setQueryData<MemberView>(memberQueryKey(id), (member) => member && { ...member, ...change });

  useBusEvent('live.like.received', ({ profileId }) => {
    if (profileId === id) patch({ liked_me: true });
  });
  useBusEvent('live.match.made', ({ profileId }) => {
    if (profileId === id) patch({ liked: true, liked_me: true, match: true });
  });
  useBusEvent('live.conversation.closed', ({ profileId }) => {
    if (profileId === id) void queryClient.invalidateQueries({ queryKey: memberQueryKey(id) });
  });
}
