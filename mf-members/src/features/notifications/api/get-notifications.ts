import { api } from '@dating/shared';
import type { MemberCardData } from '../../member-card/member-card-types';

export interface NotificationItem {
  kind: 'like' | 'match' | 'message' | 'visit';
  profile: MemberCardData;
  at: string;
  read: boolean;
}

/** GET /api/notifications.php: newest first. */
export const getNotifications = (signal?: AbortSignal) =>
  api.get<{ unread: number; items: NotificationItem[] }>('/api/notifications.php', { signal });
