import { api } from '@dating/shared';

export const memberQueryKey = (id: number) => ['member', id] as const;

/** GET /api/member.php?id= (403 blocked_by_member with the blocker's name). */
export const getMember = (id: number, signal?: AbortSignal) =>
  api.get('/api/member.php', { query: { id }, signal });
