import { api, createIdempotencyKey, type ProfileIdRequest } from '@dating/shared';

/** POST /api/like.php: liking back someone who liked you makes a match. */
export const likeMember = (profileId: number) =>
  api.post('/api/like.php', { profile_id: profileId } satisfies ProfileIdRequest, {
    idempotencyKey: createIdempotencyKey(),
  });
