import { api, type LikeModalProfile } from '@dating/shared';

/** `POST /api/auto-like.php`: a profile that has just liked the member (spec section 7). */
export async function loadAutoLike(): Promise<LikeModalProfile> {
  const profile = await api.post('/api/auto-like.php');
  return {
    id: profile.id,
    name: profile.name,
    fictional: profile.fictional,
    main_image: profile.main_image && { match: profile.main_image.match },
  };
}
