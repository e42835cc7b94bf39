import { api, type MarkNotificationsReadRequest, type OkResponse } from '@dating/shared';

/** POST /api/notifications.php: everything up to `until` (the newest item shown) counts as read. */
export const markNotificationsRead = (until: string) =>
  api.post<OkResponse>('/api/notifications.php', { until } satisfies MarkNotificationsReadRequest);
