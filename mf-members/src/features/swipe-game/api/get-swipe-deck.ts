import { api, type SwipeDeck } from '@dating/shared';

/** The browser's IANA zone; the server counts the daily likes in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/swipe.php: the next cards and today's likes left. */
export const getSwipeDeck = (signal?: AbortSignal) =>
  api.get<SwipeDeck>('/api/swipe.php', { query: { time_zone: browserTimeZone() }, signal });
