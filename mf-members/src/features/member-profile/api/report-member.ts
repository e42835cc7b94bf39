import { api, type ReportReason, type ReportRequest } from '@dating/shared';

/** POST /api/report.php */
export const reportMember = (profileId: number, reason: ReportReason, comment: string) =>
  api.post('/api/report.php', {
    profile_id: profileId,
    reason,
    comment: comment.trim() || undefined,
  } satisfies ReportRequest);
