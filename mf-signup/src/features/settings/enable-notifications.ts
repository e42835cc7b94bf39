import { api, type AccountSettings, type NotificationDisabledReason } from '@dating/shared';

/** Sends e-mail again after it stopped for a reason (fbl, bounce, listunsubscribe). */
export const enableNotifications = (reason: NotificationDisabledReason) =>
  api.post<AccountSettings>('/api/notifications-enable.php', { reason });
