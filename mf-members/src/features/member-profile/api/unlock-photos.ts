import { api, createIdempotencyKey, type ProfileIdRequest } from '@dating/shared';

/** POST /api/photo-unlock.php: charges the site's photo_credits once per profile. */
export const unlockPhotos = (profileId: number) =>
  api.post('/api/photo-unlock.php', { profile_id: profileId } satisfies ProfileIdRequest, {
    idempotencyKey: createIdempotencyKey(),
  });
