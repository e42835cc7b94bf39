import { api, type OkResponse } from '@dating/shared';
import type { ReportReason } from '../member-view-types';

/** POST /api/report.php */
export const reportMember = (profileId: number, reason: ReportReason, comment: string) =>
  api.post<OkResponse>('/api/report.php', {
    profile_id: profileId,
    reason,
    comment: comment.trim() || undefined,
  });
