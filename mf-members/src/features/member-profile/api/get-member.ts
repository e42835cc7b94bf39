import { api } from '@dating/shared';

/** GET /api/member.php?id= (403 blocked_by_member with the blocker's name). */
export const getMember = (id: number, signal?: AbortSignal) =>
  api.get('/api/member.php', { query: { id }, signal });
