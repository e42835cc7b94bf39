import { api, type NotificationsResponse } from '@dating/shared';

/** GET /api/notifications.php: newest first. */
export const getNotifications = (signal?: AbortSignal) =>
  api.get<NotificationsResponse>('/api/notifications.php', { signal });
