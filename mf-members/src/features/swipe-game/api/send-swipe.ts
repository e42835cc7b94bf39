import { api, createIdempotencyKey, type SwipeAction, type SwipeRequest } from '@dating/shared';
import { browserTimeZone } from './get-swipe-deck';

/** POST /api/swipe.php: like (4 a day, else 409 swipe_limit_reached) or pass. */
export const sendSwipe = (profileId: number, action: SwipeAction) =>
  api.post(
    '/api/swipe.php',
    { profile_id: profileId, action, time_zone: browserTimeZone() } satisfies SwipeRequest,
    { idempotencyKey: createIdempotencyKey() },
  );
