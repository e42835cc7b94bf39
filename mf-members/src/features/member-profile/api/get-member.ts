import { api } from '@dating/shared';
import type { MemberView } from '../member-view-types';

/** GET /api/member.php?id= (403 blocked_by_member with the blocker's name). */
export const getMember = (id: number, signal?: AbortSignal) =>
  api.get<MemberView>('/api/member.php', { query: { id }, signal });
