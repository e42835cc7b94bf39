// @feature-public: other features import this module (docs/conventions.md, Layout).
import { api } from '@dating/shared';

/** The browser's IANA zone; the server counts the daily likes in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/swipe.php: the next cards and today's likes left. */
export const getSwipeDeck = (signal?: AbortSignal) =>
  api.get('/api/swipe.php', { query: { time_zone: browserTimeZone() }, signal });

/** The query store's key of the deck: the cards still to swipe, today's likes left and whether a pass can be undone. */
export const swipeDeckQueryKey = ['swipe-deck'] as const;
