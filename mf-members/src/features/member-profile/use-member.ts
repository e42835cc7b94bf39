// A member's profile in this remote's query store, and what the page shows for its answer.
import { useQuery } from '@tanstack/react-query';
import { getBus, isApiError, type MemberView } from '@dating/shared';
import { getMember, memberQueryKey } from './api/get-member';

export function useMember(id: number, enabled: boolean) {
  return useQuery({
    queryKey: memberQueryKey(id),
    queryFn: async ({ signal }) => {
      const member = await getMember(id, signal);
      // Opening the profile cleared the new flag of this member's like: the shell's badge follows.
      if (member.liked_me) getBus().publish('likes.reload-requested', {});
      return member;
    },
    enabled,
  });
}

export type ProfileView =
  | { kind: 'loading' }
  | { kind: 'ready'; member: MemberView }
  | { kind: 'blocked'; name: string }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

/**
 * What the page shows for the store's answer. An answer the server gave on purpose (blocked, gone) wins over
 * a profile the store still holds; a failed refetch behind a shown profile keeps it; a failed first load
 * shows its error once its retries are over.
 */
export function profileView({
  data,
  error,
  isFetching,
}: {
  data: MemberView | undefined;
  error: unknown;
  isFetching: boolean;
}): ProfileView {
  if (isApiError(error) && error.errorId === 'blocked_by_member') {
    const body = error.body as { name?: unknown } | undefined;
    return { kind: 'blocked', name: typeof body?.name === 'string' ? body.name : '' };
  }
  if (
    isApiError(error) &&
    (error.status === 404 || error.status === 410 || error.errorId === 'member_not_found')
  )
    return { kind: 'missing' };
  if (data) return { kind: 'ready', member: data };
  if (error && !isFetching) return { kind: 'failed', error };
  return { kind: 'loading' };
}
