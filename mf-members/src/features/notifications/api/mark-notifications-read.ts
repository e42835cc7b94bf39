import { api, type MarkNotificationsReadRequest } from '@dating/shared';

/** POST /api/notifications.php: everything up to `until` (the newest item shown) counts as read. */
export const markNotificationsRead = (until: string) =>
  api.post('/api/notifications.php', { until } satisfies MarkNotificationsReadRequest);
