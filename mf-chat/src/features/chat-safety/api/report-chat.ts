import { api, createIdempotencyKey, type ChatReportRequest } from '@dating/shared';

/** POST /api/message-report.php: the last messages go with the report as evidence. */
export const reportChat = (request: ChatReportRequest) =>
  api.post('/api/message-report.php', request, { idempotencyKey: createIdempotencyKey() });
