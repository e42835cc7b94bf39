import { api, createIdempotencyKey, type ProfileIdRequest } from '@dating/shared';

/** POST /api/like.php: a like back to someone who liked you is a match. */
export const likeMember = (profileId: number) =>
  api.post('/api/like.php', { profile_id: profileId } satisfies ProfileIdRequest, {
    idempotencyKey: createIdempotencyKey(),
  });
