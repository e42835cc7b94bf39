import { api, createIdempotencyKey, type LikeResponse, type ProfileIdRequest } from '@dating/shared';

/** POST /api/like.php: liking back someone who liked you makes a match. */
export const likeMember = (profileId: number) =>
  api.post<LikeResponse>('/api/like.php', { profile_id: profileId } satisfies ProfileIdRequest, {
    idempotencyKey: createIdempotencyKey(),
  });
