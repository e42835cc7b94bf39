import type { NotificationDisabledReason, NotificationType } from '@dating/shared';

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  new_conversations: 'signup.settings.type-new-conversations',
  new_messages: 'signup.settings.type-new-messages',
  like: 'signup.settings.type-like',
  unread_message_reminders: 'signup.settings.type-unread-reminders',
  promotions: 'signup.settings.type-promotions',
  weekly_updates: 'signup.settings.type-weekly-updates',
  news: 'signup.settings.type-news',
  reminders: 'signup.settings.type-reminders',
};

export const DISABLED_REASON_LABELS: Record<NotificationDisabledReason, string> = {
  fbl: 'signup.settings.disabled-fbl',
  bounce: 'signup.settings.disabled-bounce',
  listunsubscribe: 'signup.settings.disabled-listunsubscribe',
};
