import { api, createIdempotencyKey, type LikeModalProfile } from '@dating/shared';
import { browserTimeZone, type SwipeAllowance } from './get-swipe-deck';

export interface SwipeResult extends SwipeAllowance {
  match: boolean;
  profile: LikeModalProfile | null;
}

/** POST /api/swipe.php: like (4 a day, else 409 swipe_limit_reached) or pass. */
export const sendSwipe = (profileId: number, action: 'like' | 'pass') =>
  api.post<SwipeResult>(
    '/api/swipe.php',
    { profile_id: profileId, action, time_zone: browserTimeZone() },
    { idempotencyKey: createIdempotencyKey() },
  );
