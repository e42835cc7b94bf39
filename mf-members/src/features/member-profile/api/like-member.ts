import { api, createIdempotencyKey, type LikeModalProfile } from '@dating/shared';

export interface LikeResponse {
  created: boolean;
  match: boolean;
  profile: LikeModalProfile;
}

/** POST /api/like.php: a like back to someone who liked you is a match. */
export const likeMember = (profileId: number) =>
  api.post<LikeResponse>(
    '/api/like.php',
    { profile_id: profileId },
    { idempotencyKey: createIdempotencyKey() },
  );
