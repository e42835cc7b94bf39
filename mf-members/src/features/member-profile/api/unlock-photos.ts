import { api, createIdempotencyKey } from '@dating/shared';

/** POST /api/photo-unlock.php: charges the site's photo_credits once per profile. */
export const unlockPhotos = (profileId: number) =>
  api.post<{ ok: true; credits: number; charged: boolean }>(
    '/api/photo-unlock.php',
    { profile_id: profileId },
    { idempotencyKey: createIdempotencyKey() },
  );
