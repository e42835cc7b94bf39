import { api, type NotificationDisabledReason } from '@dating/shared';

/** Sends e-mail again after it stopped for a reason (fbl, bounce, listunsubscribe). */
export const enableNotifications = (reason: NotificationDisabledReason) =>
  api.post('/api/notifications-enable.php', { reason });
