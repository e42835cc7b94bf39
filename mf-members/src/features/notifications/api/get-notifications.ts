import { api } from '@dating/shared';

/** GET /api/notifications.php: newest first. */
export const getNotifications = (signal?: AbortSignal) => api.get('/api/notifications.php', { signal });

/** The query store's key of the member's notifications. */
export const notificationsQueryKey = ['notifications'] as const;
