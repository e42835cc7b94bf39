// The writes of a profile page, each putting what it changed into this remote's query store: a like the
// server's answer, a block, an unblock or a photo unlock the profile as the server now shows it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBus, type MemberView, type ReportReason } from '@dating/shared';
import { useCurrentUser } from '../../app/use-site';
import { searchesQueryKey } from '../members-search/api/search-members';
import { blockMember } from './api/block-member';
import { memberQueryKey } from './api/get-member';
import { likeMember } from './api/like-member';
import { reportMember } from './api/report-member';
import { unblockMember } from './api/unblock-member';
import { unlockPhotos } from './api/unlock-photos';

export function useProfileActions(id: number) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = memberQueryKey(id);
  // Done once the profile is asked again: the page shows the result, not the state before it.
  const reload = () => queryClient.invalidateQueries({ queryKey });
  // A block either way hides the member from the search: its next visit asks again.
  const searchChanged = () =>
    void queryClient.invalidateQueries({ queryKey: searchesQueryKey, refetchType: 'none' });

  const like = useMutation({
    mutationFn: () => likeMember(id),
    onSuccess: (result) => {
      queryClient.setQueryData<MemberView>(
        queryKey,
        (member) => member && { ...member, liked: true, match: result.match },
      );
      getBus().publish('likes.reload-requested', {});
      if (result.match) getBus().publish('match.made', { profile: result.profile });
    },
  });
  // Blocking also deletes the chats and likes between the two.
  const block = useMutation({
    mutationFn: () => blockMember(id),
    onSuccess: () => {
      getBus().publish('chats.reload-requested', {});
      getBus().publish('likes.reload-requested', {});
      searchChanged();
      return reload();
    },
  });
  const unblock = useMutation({
    mutationFn: () => unblockMember(id),
    onSuccess: () => {
      searchChanged();
      return reload();
    },
  });
  const unlock = useMutation({
    mutationFn: () => unlockPhotos(id),
    onSuccess: (result) => {
      if (user) getBus().publish('credits.changed', { credits: result.credits, paidUser: user.paid_user });
      return reload();
    },
  });
  const report = useMutation({
    mutationFn: ({ reason, comment }: { reason: ReportReason; comment: string }) =>
      reportMember(id, reason, comment),
  });

  return { like, block, unblock, unlock, report };
}
