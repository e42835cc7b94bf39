import { api } from '@dating/shared';
import type { MemberCardData } from '../../member-card/member-card-types';

export interface SwipeAllowance {
  likes_left: number;
  likes_per_day: number;
  /** When today's likes are back: midnight in the member's time zone. */
  resets_at: string;
}

export interface SwipeDeck extends SwipeAllowance {
  cards: MemberCardData[];
  can_undo: boolean;
}

/** The browser's IANA zone; the server counts the daily likes in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/swipe.php: the next cards and today's likes left. */
export const getSwipeDeck = (signal?: AbortSignal) =>
  api.get<SwipeDeck>('/api/swipe.php', { query: { time_zone: browserTimeZone() }, signal });
