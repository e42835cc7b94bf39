import { api } from '@dating/shared';

/** GET /api/notifications.php: newest first. */
export const getNotifications = (signal?: AbortSignal) => api.get('/api/notifications.php', { signal });
